// The Groq translator of `contentBlocks` (Python's chatschema.blocks._groq): reasoning from
// `additional_kwargs.reasoning_content`, the tools Groq ran itself (`additional_kwargs.executed_tools`)
// as server tool calls and results, then the text and the tool calls. List content is not read.

import {
  type Block,
  field,
  get,
  isObject,
  listField,
  type MessageLike,
  populateExtras,
  pyItems,
  reasoningFromAdditionalKwargs,
  toolCallBlock,
} from "./blockParts.js";
import type { Translator } from "./contentBlocks.js";
import { type PyJson, pyTruthy } from "./pyRepr.js";

const TOOL_NAMES: Readonly<Record<string, string>> = { search: "web_search", python: "code_interpreter" };

/** Python's `re.fullmatch(r'\s*\{\s*"code"\s*:\s*"(.*)"\s*\}\s*', text, re.DOTALL)`. */
const CODE_ONLY = /^\s*\{\s*"code"\s*:\s*"([\s\S]*)"\s*\}\s*$/;

const isGptOssPython = (tool: Block): boolean => get(tool, "type") === "function" && get(tool, "name") === "python";

/** The tool's arguments; `false` when they cannot be read (the tool is then skipped). */
function toolArguments(tool: Block): Block | false | null {
  const args = get(tool, "arguments");
  if (!pyTruthy(args)) return null;
  if (typeof args !== "string") throw new TypeError("the JSON object must be str, bytes or bytearray");
  let parsed: PyJson;
  try {
    parsed = JSON.parse(args) as PyJson;
  } catch {
    if (get(tool, "type") === "python") {
      // Groq does not always escape the quotes inside the code.
      const found = CODE_ONLY.exec(args);
      return found ? { code: found[1] as string } : false;
    }
    return isGptOssPython(tool) ? { code: args } : false;
  }
  return isObject(parsed) ? parsed : null;
}

function executedTools(message: MessageLike): Block[] {
  const blocks: Block[] = [];
  const tools = get(field(message, "additional_kwargs"), "executed_tools");
  pyItems(pyTruthy(tools) ? tools : []).forEach((tool, position) => {
    if (!isObject(tool)) throw new TypeError(`'${typeof tool}' object has no attribute 'get'`);
    const args = toolArguments(tool);
    if (args === false) return;
    if (args !== null) {
      const kind = get(tool, "type");
      const name = isGptOssPython(tool) ? "code_interpreter" : typeof kind === "string" ? (TOOL_NAMES[kind] ?? "") : "";
      blocks.push({ type: "server_tool_call", name, id: String(position), args });
    }
    const output = get(tool, "output");
    if (pyTruthy(output)) {
      const result: Block = { type: "server_tool_result", tool_call_id: String(position), output, status: "success" };
      blocks.push(populateExtras(result, tool, new Set(["type", "arguments", "index", "output"])));
    }
  });
  return blocks;
}

function translate(message: MessageLike): Block[] {
  const reasoning = reasoningFromAdditionalKwargs(message);
  const blocks: Block[] = reasoning ? [reasoning] : [];
  blocks.push(...executedTools(message));
  const content = message["content"];
  if (typeof content === "string" && content) blocks.push({ type: "text", text: content });
  return [...blocks, ...listField(message, "tool_calls").map(toolCallBlock)];
}

/** The Groq translator: the same reading for messages and chunks. */
export const GROQ: Translator = { translateContent: translate, translateContentChunk: translate };
