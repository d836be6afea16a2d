// How a TypeScript user works with the generated types and validators (tests/typescript/consumer/
// does the same from the installed package). Type-checked by
// `make ts-test` (tsc --strict --noEmit -p tests/typescript); never run.

import type {
  AIMessage,
  AnyMessage,
  ContentBlock,
  HumanMessage,
  SerializedMessage,
  ToolCall,
  ToolMessage,
} from "../../generated/typescript/types.js";
import {
  AIMessage as AIMessageValidator,
  AnyMessage as AnyMessageValidator,
  ContentBlock as ContentBlockValidator,
} from "../../generated/typescript/validators/index.js";
import { isValid, validate, ValidationError, type Validator } from "../../src/typescript/index.js";

// Building messages: required fields are required, tags are literal types.
const call: ToolCall = { name: "search", args: { q: "weather in Paris" }, id: "call_1", type: "tool_call" };
const human: HumanMessage = {
  type: "human",
  content: [
    "What is in this picture?",
    { type: "image", url: "https://example.com/cat.png", mime_type: "image/png" },
  ],
};
const ai: AIMessage = {
  type: "ai",
  content: "",
  tool_calls: [call],
  usage_metadata: { input_tokens: 12, output_tokens: 3, total_tokens: 15, input_token_details: { cache_read: 2 } },
};
const tool: ToolMessage = { type: "tool", content: "sunny", tool_call_id: "call_1", status: "success" };
const history: AnyMessage[] = [human, ai, tool, { type: "remove", id: "m0" }];

// @ts-expect-error a ToolMessage needs tool_call_id
const missing: ToolMessage = { type: "tool", content: "x" };
// @ts-expect-error closed messages reject unknown fields
const extra: HumanMessage = { content: "x", colour: "blue" };
// @ts-expect-error "assistant" is not a message type
const wrongTag: AnyMessage = { type: "assistant", content: "x" };
void [missing, extra, wrongTag];

// Narrowing AnyMessage on its type tag.
function toolCallNames(messages: readonly AnyMessage[]): string[] {
  const names: string[] = [];
  for (const m of messages) {
    if (m.type === "ai") {
      for (const c of m.tool_calls ?? []) names.push(c.name);
      const total: number | undefined = m.usage_metadata?.total_tokens;
      void total;
    } else if (m.type === "AIMessageChunk") {
      for (const c of m.tool_call_chunks ?? []) names.push(c.name ?? "");
    } else if (m.type === "tool") {
      const id: string = m.tool_call_id;
      void id;
    }
  }
  return names;
}

function describe(m: AnyMessage): string {
  switch (m.type) {
    case "human":
    case "system":
      return typeof m.content === "string" ? m.content : `${m.content.length} parts`;
    case "ai":
      return `ai with ${m.tool_calls?.length ?? 0} tool calls`;
    case "chat":
      return `chat as ${m.role}`;
    case "function":
      return `function ${m.name}`;
    case "remove":
      return `remove ${m.id}`;
    default:
      return m.type ?? "untagged";
  }
}

// Narrowing ContentBlock on its type tag.
function blockText(block: ContentBlock): string {
  switch (block.type) {
    case "text":
      return block.text;
    case "reasoning":
      return block.reasoning ?? "";
    case "image":
    case "audio":
    case "video":
    case "file":
      return block.url ?? block.file_id ?? "";
    case "server_tool_result":
      return block.status;
    case "tool_call":
      return block.name;
    default:
      return "";
  }
}

// Narrowing SerializedMessage (LangChain's messages_to_dict form) on its type tag.
function storedToolCalls(stored: SerializedMessage): number {
  if (stored.type === "ai") return stored.data.tool_calls?.length ?? 0;
  if (stored.type === "human") {
    const content: HumanMessage["content"] = stored.data.content;
    void content;
  }
  return 0;
}

// Validators are type guards over untrusted JSON, and report Python's one error.
function parseMessage(json: string): AnyMessage {
  const value: unknown = JSON.parse(json);
  try {
    validate(value, "AnyMessage");
  } catch (error) {
    if (error instanceof ValidationError) throw new Error(`${error.message} at ${error.path}`);
    throw error;
  }
  return value; // narrowed by the assertion
}

// Content parts are open objects (provider-native blocks are kept); validate to narrow one.
function partTexts(m: HumanMessage): string[] {
  if (typeof m.content === "string") return [m.content];
  return m.content.map((part) => {
    if (typeof part === "string") return part;
    return ContentBlockValidator.is(part) ? blockText(part) : "";
  });
}

const byTitle: Validator<AIMessage> = AIMessageValidator;
const checked: AnyMessage | undefined = isValid(ai, AnyMessageValidator) ? ai : undefined;

// The lenient mode: histories whose messages carry the application's own top-level fields.
function appTimestamp(raw: unknown): unknown {
  if (!isValid(raw, "AnyMessage", { extra: "keep" })) return undefined;
  const kind: AnyMessage["type"] = raw.type; // still a message, with its tag narrowed
  return kind === "human" ? (raw as AnyMessage & Record<string, unknown>)["ts"] : undefined;
}
void [toolCallNames(history), history.map(describe), storedToolCalls({ type: "ai", data: ai }), parseMessage, partTexts(human), byTitle, checked, appTimestamp];
