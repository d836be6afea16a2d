// Which kind of message a plain JSON message is: the one table from type tag to kind.

import type { AnyMessage } from "../../generated/typescript/types.js";

/** The kind of a message: its type tag without the chunk suffix (`"ai"` for `AIMessageChunk`). */
export type MessageKind = "human" | "ai" | "system" | "tool" | "function" | "chat" | "remove";

const KINDS: Readonly<Record<string, MessageKind>> = {
  human: "human",
  ai: "ai",
  system: "system",
  tool: "tool",
  function: "function",
  chat: "chat",
  remove: "remove",
  HumanMessageChunk: "human",
  AIMessageChunk: "ai",
  SystemMessageChunk: "system",
  ToolMessageChunk: "tool",
  FunctionMessageChunk: "function",
  ChatMessageChunk: "chat",
};

/**
 * The kind of a message, from its `type` tag.
 *
 * @throws RangeError The message has no known type tag.
 * @example
 * kindOf({ type: "AIMessageChunk", content: "x" }); // "ai"
 */
export function kindOf(message: AnyMessage): MessageKind {
  const kind = Object.hasOwn(KINDS, String(message.type)) ? KINDS[String(message.type)] : undefined;
  if (kind === undefined) throw new RangeError(`Not a message type tag: ${JSON.stringify(message.type)}`);
  return kind;
}

/** Whether a message is a chunk (`AIMessageChunk`, ...), from its `type` tag. */
export function isChunk(message: AnyMessage): boolean {
  return String(message.type).endsWith("MessageChunk");
}
