// The TypeScript bench (make bench-ts): chatschema's TypeScript utilities beside @langchain/core's,
// in one Node process, on the bench's workload families (bench/workload.py, exported to JSON by
// bench/ts/export.py). Both sides are timed in turns, as bench/run.py times the Python ones: in each
// round every function runs twice and its second run is timed; at least 5 rounds, more while a
// one-second budget lasts. Reported: the median time of each side and the median of the per-round
// ratios (@langchain/core time / chatschema time).
//
// Usage: node bench/ts/bench.mjs DATA_DIR [--quick] [--markdown]

import { existsSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

import {
  AIMessage,
  AIMessageChunk,
  ChatMessage,
  FunctionMessage,
  HumanMessage,
  HumanMessageChunk,
  SystemMessage,
  ToolMessage,
  filterMessages as lcFilter,
  getBufferString as lcBuffer,
  mapChatMessagesToStoredMessages as lcToStored,
  mapStoredMessagesToChatMessages as lcFromStored,
  mergeMessageRuns as lcMerge,
  trimMessages as lcTrim,
} from "@langchain/core/messages";
import { load as lcLoad } from "@langchain/core/load";

const ROOT = new URL("../../", import.meta.url);
const TS = new URL("build/ts/src/typescript/", ROOT);
const { getBufferString } = await import(new URL("buffer.js", TS));
const { filterMessages } = await import(new URL("filter.js", TS));
const { mergeMessageRuns } = await import(new URL("merge.js", TS));
const { trimMessages } = await import(new URL("trim.js", TS));
const { addChunks } = await import(new URL("chunks.js", TS));
const { ChunkAccumulator } = await import(new URL("accumulate.js", TS));
const { messagesFromLangChainJS, messagesToLangChainJS } = await import(new URL("langchainjs.js", TS));
const { messagesFromLcJson, messagesToLcJson } = await import(new URL("lcJson.js", TS));
const aiSdk = await import(new URL("aiSdk.js", TS));

/** chatschema's validator of a list of messages: the package's `validate` once it has it, else the generated per-title checks. */
async function validator() {
  const own = new URL("validate.js", TS);
  if (existsSync(own)) {
    const { validate } = await import(own);
    return { name: 'validate(messages, "list[AnyMessage]")', run: (messages) => validate(messages, "list[AnyMessage]") };
  }
  const generated = await import(new URL("generated/typescript/validators.js", ROOT));
  const check = generated.validateAnyMessage;
  return {
    name: "generated validateAnyMessage, per message",
    run: (messages) => {
      for (const m of messages) if (!check(m)) throw new Error("invalid");
    },
  };
}

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const dataDir = args.find((a) => !a.startsWith("--")) ?? "build/bench-ts";
const { families } = JSON.parse(readFileSync(new URL(`${dataDir.replace(/\/?$/, "/")}workloads.json`, new URL(`file://${process.cwd()}/`)), "utf8"));

// -- @langchain/core's messages from the same JSON (built once, outside the timings) ------------------

function lcMessage(m) {
  const fields = { content: m.content, additional_kwargs: m.additional_kwargs ?? {}, response_metadata: m.response_metadata ?? {} };
  if (m.id != null) fields.id = m.id;
  if (m.name != null) fields.name = m.name;
  switch (m.type) {
    case "human":
      return new HumanMessage(fields);
    case "HumanMessageChunk":
      return new HumanMessageChunk(fields);
    case "system":
      return new SystemMessage(fields);
    case "ai":
      return new AIMessage({
        ...fields,
        tool_calls: m.tool_calls,
        invalid_tool_calls: m.invalid_tool_calls,
        ...(m.usage_metadata ? { usage_metadata: m.usage_metadata } : {}),
      });
    case "AIMessageChunk":
      return new AIMessageChunk({
        ...fields,
        tool_call_chunks: m.tool_call_chunks,
        ...(m.usage_metadata ? { usage_metadata: m.usage_metadata } : {}),
        ...(m.chunk_position ? { chunk_position: m.chunk_position } : {}),
      });
    case "tool":
      return new ToolMessage({ ...fields, tool_call_id: m.tool_call_id, status: m.status, ...(m.artifact != null ? { artifact: m.artifact } : {}) });
    case "chat":
      return new ChatMessage({ ...fields, role: m.role });
    case "function":
      return new FunctionMessage({ ...fields, name: m.name });
    default:
      throw new Error(`no @langchain/core class for ${m.type}`);
  }
}

// -- timing -------------------------------------------------------------------------------------------

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

async function timeOnce(fn) {
  await fn();
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Times of each function in turns; rounds until the budget is spent (at least `minRounds`). */
async function paired(fns, minRounds, budgetMs) {
  const times = fns.map(() => []);
  const start = performance.now();
  for (let round = 0; round < minRounds || performance.now() - start < budgetMs; round++) {
    for (let i = 0; i < fns.length; i++) times[i].push(await timeOnce(fns[i]));
    if (round >= 200) break;
  }
  return times;
}

const rows = [];

async function measure(family, operation, unit, count, ours, theirs) {
  const [a, b] = await paired([ours, theirs], quick ? 3 : 5, quick ? 300 : 1000);
  const ratios = a.map((t, i) => b[i] / t);
  const row = { family: family.label, operation, unit, count, ours: median(a), theirs: median(b), ratio: median(ratios) };
  rows.push(row);
  console.error(`${family.label} ${operation}: ${row.ratio.toFixed(1)}x (${(row.ours * 1000 / count).toFixed(2)} µs per ${unit})`);
}

async function measureAlone(family, operation, unit, count, ours) {
  const [a] = await paired([ours], quick ? 3 : 5, quick ? 300 : 1000);
  rows.push({ family: family.label, operation, unit, count, ours: median(a), theirs: null, ratio: null });
  console.error(`${family.label} ${operation}: ${(median(a) * 1000 / count).toFixed(2)} µs per ${unit}`);
}

/** The same counter on both sides: a quarter of the characters of each message's text, plus 3 (a list counter). */
function textCounter(messages) {
  let total = 0;
  for (const m of messages) {
    const content = m.content;
    let chars = 0;
    if (typeof content === "string") chars = content.length;
    else for (const block of content) chars += typeof block === "string" ? block.length : typeof block?.text === "string" ? block.text.length : 0;
    total += Math.ceil(chars / 4) + 3;
  }
  return total;
}

const validate = await validator();

// Warm the engine up on the first family, so that the first rows are not timed while code is compiled.
{
  const [first] = families;
  const end = performance.now() + (quick ? 300 : 1000);
  while (performance.now() < end) {
    for (const stream of [first.stream, first.list_stream]) {
      let acc = stream[0];
      for (let i = 1; i < stream.length; i++) acc = addChunks(acc, stream[i]);
      const summed = new ChunkAccumulator(stream).message();
      JSON.stringify([acc, summed]);
    }
    getBufferString(first.history);
    mergeMessageRuns(first.history);
    filterMessages(first.history, { includeTypes: ["human", "ai"] });
  }
}

for (const family of families) {
  const ours = family.history;
  const theirs = ours.map(lcMessage);
  const n = ours.length;
  await measure(family, "getBufferString", "message", n, () => getBufferString(ours), () => lcBuffer(theirs));
  const budget = Math.floor(textCounter(ours) / 2);
  await measure(
    family,
    "trimMessages (last, half the tokens)",
    "message",
    n,
    () => trimMessages(ours, { maxTokens: budget, tokenCounter: textCounter, strategy: "last" }),
    () => lcTrim(theirs, { maxTokens: budget, tokenCounter: textCounter, strategy: "last" }),
  );
  await measure(
    family,
    "filterMessages",
    "message",
    n,
    () => filterMessages(ours, { includeTypes: ["human", "ai"], excludeToolCalls: true }),
    () => lcFilter(theirs, { includeTypes: ["human", "ai"], excludeToolCalls: true }),
  );
  await measure(family, "mergeMessageRuns", "message", n, () => mergeMessageRuns(ours), () => lcMerge(theirs));
  for (const [name, stream] of [
    ["stream", family.stream],
    ["list-content stream", family.list_stream],
  ]) {
    const lcChunks = stream.map(lcMessage);
    const fold = () => {
      let acc = stream[0];
      for (let i = 1; i < stream.length; i++) acc = addChunks(acc, stream[i]);
      return acc;
    };
    const lcFold = () => {
      let acc = lcChunks[0];
      for (let i = 1; i < lcChunks.length; i++) acc = acc.concat(lcChunks[i]);
      return acc;
    };
    await measure(family, `acc = addChunks(acc, chunk) (${name})`, "chunk", stream.length, fold, lcFold);
    const accumulate = () => {
      const acc = new ChunkAccumulator();
      for (const chunk of stream) acc.add(chunk);
      return acc.message();
    };
    await measure(family, `ChunkAccumulator, read once (${name})`, "chunk", stream.length, accumulate, lcFold);
  }
  // langchainjs's stored form: chatschema's writer beside toDict(), its reader beside mapStoredMessagesToChatMessages
  const writable = ours.filter((m) => m.type !== "remove");
  const stored = messagesToLangChainJS(writable);
  const lcStored = structuredClone(stored); // langchainjs's constructors change the fields they are given
  await measure(
    family,
    "messagesToLangChainJS (mapChatMessagesToStoredMessages)",
    "message",
    writable.length,
    () => messagesToLangChainJS(writable),
    () => lcToStored(theirs),
  );
  await measure(
    family,
    "messagesFromLangChainJS (mapStoredMessagesToChatMessages)",
    "message",
    stored.length,
    () => messagesFromLangChainJS(stored),
    () => lcFromStored(lcStored),
  );
  // LangChain's Serializable form ("chatschema/lc-json"). The writer beside toJSON() (what
  // JSON.stringify of a message calls); the reader beside load(), both from the JSON text langchainjs
  // writes (JSON.stringify of its messages: langchainjs's class paths and fields), since load() takes
  // text and reads the langchain namespace of Python's paths only through an import map it is given.
  await measure(family, "messagesToLcJson (toJSON())", "message", writable.length, () => messagesToLcJson(writable), () => theirs.map((m) => m.toJSON()));
  const lcText = JSON.stringify(theirs);
  const read = messagesFromLcJson(JSON.parse(lcText));
  const loaded = await lcLoad(lcText);
  if (read.length !== loaded.length || read.some((m, i) => m.type !== loaded[i].type)) throw new Error(`${family.label}: lc-json readers differ`);
  await measure(
    family,
    "messagesFromLcJson (load), langchainjs's JSON text",
    "message",
    read.length,
    () => messagesFromLcJson(JSON.parse(lcText)),
    () => lcLoad(lcText),
  );
  const pyRecords = messagesToLcJson(writable);
  await measureAlone(family, "messagesFromLcJson, Python's form (what messagesToLcJson wrote)", "message", pyRecords.length, () => messagesFromLcJson(pyRecords));
  const thousand = Array.from({ length: 1000 }, (_, i) => ours[i % n]);
  await measureAlone(family, `validation of 1,000 messages (${validate.name})`, "message", 1000, () => validate.run(thousand));
  // The AI SDK converters ("chatschema/ai-sdk"), each way, on the same 1,000 messages (strict: false,
  // so that a family holding what the SDK has no place for is timed too)
  const lenient = { strict: false, onLoss: () => {} };
  for (const [to, from] of [
    ["convertToAISDKMessages", "convertFromAISDKMessages"],
    ["convertToAISDKUIMessages", "convertFromAISDKUIMessages"],
  ]) {
    const written = aiSdk[to](thousand, lenient);
    await measureAlone(family, `${to} (1,000 messages)`, "message", 1000, () => aiSdk[to](thousand, lenient));
    await measureAlone(family, `${from} (what ${to} wrote)`, "message", 1000, () => aiSdk[from](written, lenient));
  }
}

// -- report -------------------------------------------------------------------------------------------

const fmt = (ms, count) => (ms === null ? "" : `${((ms * 1000) / count).toFixed(2)} µs`);
const lines = [
  `Node ${process.version}, @langchain/core ${JSON.parse(readFileSync(new URL("node_modules/@langchain/core/package.json", import.meta.url), "utf8")).version}; ` +
    "per message at 1,000 messages (family (e): 16 of ~100 KB) and per chunk over 2,000 chunks; medians.",
  "",
  "| family | operation | chatschema (TS) | @langchain/core | speed-up |",
  "|---|---|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.family} | ${r.operation} | ${fmt(r.ours, r.count)} | ${fmt(r.theirs, r.count)} | ${r.ratio === null ? "—" : `${r.ratio.toFixed(1)}x`} |`,
  ),
];
console.log(lines.join("\n"));
