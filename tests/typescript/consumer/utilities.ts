// The utilities of the installed package on one history, as a user calls them (run after
// consumer.ts by tests/typescript/consumer/run.mjs, type-checked with tsc --strict). run.mjs
// fails when the package exports a value that neither file uses: add it here as it lands.

import {
  type AIMessageChunk,
  type AnyMessage,
  addChunks,
  approximateChars,
  bestEffortContentBlocks,
  ChatschemaError,
  ChunkAccumulator,
  contentBlocks,
  contentText,
  ConversionError,
  convertToMessages,
  convertToOpenAIMessages,
  countTokensApproximately,
  filterMessages,
  fullForm,
  getBufferString,
  isChunk,
  kindOf,
  mergeMessageRuns,
  messageChunkToMessage,
  messagesFromDict,
  messagesToDict,
  parseToolCallArgs,
  pyEquals,
  pyHead,
  pyJsonDumps,
  pyLen,
  pyRepr,
  pyStr,
  pyStrRepr,
  pyTruthy,
  SCHEMA_ID,
  text,
  toolCallsRepr,
  trimMessages,
  UnsupportedMessageError,
  validate,
  ValidationError,
} from "chatschema";
import { PROVIDER_TRANSLATORS } from "chatschema/translators";
import { type LangChainJSStoredMessage, messagesFromLangChainJS, messagesToLangChainJS } from "chatschema/langchainjs";
import { convertToMessages as convertWithRecords, type LcJsonRecord, messageFromLcJson, messagesFromLcJson, messagesToLcJson, messageToLcJson } from "chatschema/lc-json";

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`utilities: ${what}`);
}

const history: unknown = JSON.parse(
  JSON.stringify([
    { type: "system", content: "Be brief." },
    { type: "human", content: "What is the weather in Paris?" },
    { type: "ai", content: "", tool_calls: [{ type: "tool_call", name: "weather", args: { city: "Paris" }, id: "c1" }] },
    { type: "tool", content: "18 C, sunny", tool_call_id: "c1" },
    { type: "ai", content: [{ type: "text", text: "It is 18 C and sunny." }] },
  ]),
);
validate(history, "list[AnyMessage]");
const messages: AnyMessage[] = history;

const buffer = getBufferString(messages);
check(buffer.startsWith("System: Be brief.\nHuman: What is the weather in Paris?"), `getBufferString: ${buffer}`);
check(countTokensApproximately(messages) > 0, "countTokensApproximately");
const last = messages[4];
check(last !== undefined && text(last) === "It is 18 C and sunny.", "text");
check(contentText("plain") === "plain", "contentText");
const calling = messages[2] as AnyMessage;
check(contentBlocks(calling).map((b) => b.type).join() === "tool_call", "contentBlocks");
const thinking = { type: "ai" as const, content: [{ type: "thinking", thinking: "2+2", signature: "s" }], response_metadata: { model_provider: "anthropic" } };
validate(thinking, "AnyMessage");
check(contentBlocks(thinking, { translators: PROVIDER_TRANSLATORS })[0]?.type === "reasoning", "contentBlocks with the translators");
check(bestEffortContentBlocks([{ type: "image_url", image_url: { url: "https://example.com/a.png" } }])[0]?.type === "image", "bestEffortContentBlocks");
check(filterMessages(messages, { includeTypes: ["human"] }).length === 1, "filterMessages");
check(mergeMessageRuns(messages).length === 5, "mergeMessageRuns");
const trimmed = trimMessages(messages, { maxTokens: 40, tokenCounter: "approximate", includeSystem: true });
check(trimmed[0]?.type === "system", "trimMessages keeps the system message");
check(messagesFromDict(messagesToDict(messages)).length === 5, "messagesToDict / messagesFromDict");
check(messagesFromLcJson(messagesToLcJson(messages)).length === 5, "messagesToLcJson / messagesFromLcJson");
const record: LcJsonRecord = messageToLcJson(messages[1] as AnyMessage); // at "chatschema/lc-json"
check(messageFromLcJson(record).type === "human", "messageToLcJson / messageFromLcJson");
check(convertWithRecords(["hi", record], { strict: true }).length === 2, "convertToMessages of chatschema/lc-json");
check(convertToOpenAIMessages(messages).length === 5, "convertToOpenAIMessages");
const read = convertToMessages([["human", "hi"], { role: "assistant", content: "hello" }, "plain text"]);
check(read.map((m) => m.type).join() === "human,ai,human", "convertToMessages");
check(kindOf(messages[1] as AnyMessage) !== undefined && !isChunk(messages[1] as AnyMessage), "kindOf / isChunk");

const parts = [
  { type: "AIMessageChunk", content: "It is ", id: "run-1" },
  { type: "AIMessageChunk", content: "sunny.", id: "run-1" },
].map((chunk) => fullForm(chunk) as AIMessageChunk); // the full stored form, as Python writes it
const [first, second] = parts as [AIMessageChunk, AIMessageChunk];
const sum = addChunks(first, second);
check(sum.content === "It is sunny.", "addChunks");
const accumulator = new ChunkAccumulator(parts);
check(accumulator.message().content === "It is sunny.", "ChunkAccumulator");
check(messageChunkToMessage(sum).type === "ai", "messageChunkToMessage");

check(fullForm({ type: "human", content: "hi" }).type === "human", "fullForm");
check(approximateChars(messages[1] as AnyMessage, false)[0] > 0, "approximateChars");
check(toolCallsRepr([{ name: "f", args: {}, id: "1" }]).includes("'name': 'f'"), "toolCallsRepr");
check(parseToolCallArgs('{"city": "Par')?.["city"] === "Par", "parseToolCallArgs reads partial JSON");

// Python's text forms, character for character
check(pyRepr({ a: [1, true, null] }) === "{'a': [1, True, None]}", "pyRepr");
check(pyStr("x") === "x" && pyStrRepr("it's") === `"it's"`, "pyStr / pyStrRepr");
check(pyJsonDumps({ a: "é" }, { ensureAscii: true }) === '{"a": "\\u00e9"}', "pyJsonDumps");
check(pyLen("😀") === 1 && pyHead("😀ab", 2) === "😀a", "pyLen / pyHead count code points");
check(!pyTruthy("") && pyEquals(1, 1), "pyTruthy / pyEquals");

// the error family
const errors = [new ConversionError("x", "$[0]"), new UnsupportedMessageError("y", "$[1]")];
check(errors.every((e) => e instanceof ValidationError && e instanceof ChatschemaError), "the error family");
check(SCHEMA_ID.endsWith(".schema.json"), "SCHEMA_ID");

// langchainjs's stored form, both ways (chatschema/langchainjs)
const stored: LangChainJSStoredMessage[] = [{ type: "generic", data: { content: "hm", role: "critic" } }];
const chat = messagesFromLangChainJS(stored);
check(chat[0]?.type === "chat" && messagesToLangChainJS(chat)[0]?.type === "generic", "messagesFromLangChainJS / messagesToLangChainJS");

console.log("utilities ok");
