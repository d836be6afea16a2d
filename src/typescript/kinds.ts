// Which kind of message a plain JSON message is: the one table of type tags, their kinds and classes.

import type { AnyMessage } from "../../generated/typescript/types.js";

/** The kind of a message: its type tag without the chunk suffix (`"ai"` for `AIMessageChunk`). */
export type MessageKind = "human" | "ai" | "system" | "tool" | "function" | "chat" | "remove";

/** Every message type tag: its kind and the name of its class (LangChain's and Python's). */
const TAGS: Readonly<Record<string, readonly [MessageKind, string]>> = {
  human: ["human", "HumanMessage"],
  ai: ["ai", "AIMessage"],
  system: ["system", "SystemMessage"],
  tool: ["tool", "ToolMessage"],
  function: ["function", "FunctionMessage"],
  chat: ["chat", "ChatMessage"],
  remove: ["remove", "RemoveMessage"],
  HumanMessageChunk: ["human", "HumanMessageChunk"],
  AIMessageChunk: ["ai", "AIMessageChunk"],
  SystemMessageChunk: ["system", "SystemMessageChunk"],
  ToolMessageChunk: ["tool", "ToolMessageChunk"],
  FunctionMessageChunk: ["function", "FunctionMessageChunk"],
  ChatMessageChunk: ["chat", "ChatMessageChunk"],
};

/** Every message type tag (`"human"` ... `"ChatMessageChunk"`). */
export const MESSAGE_TAGS: readonly string[] = Object.keys(TAGS);

function entry(tag: string): readonly [MessageKind, string] | undefined {
  return Object.hasOwn(TAGS, tag) ? TAGS[tag] : undefined;
}

/** The class name of a message type tag (`"ai"` -> `"AIMessage"`), or undefined for another string. */
export function className(tag: string): string | undefined {
  return entry(tag)?.[1];
}

/** The kind of a message type tag, or undefined for another string. */
export function tagKind(tag: string): MessageKind | undefined {
  return entry(tag)?.[0];
}

/**
 * The kind of a message, from its `type` tag.
 *
 * @throws RangeError The message has no known type tag.
 * @example
 * kindOf({ type: "AIMessageChunk", content: "x" }); // "ai"
 */
export function kindOf(message: AnyMessage): MessageKind {
  const kind = tagKind(String(message.type));
  if (kind === undefined) throw new RangeError(`Not a message type tag: ${JSON.stringify(message.type)}`);
  return kind;
}

/** Whether a message is a chunk (`AIMessageChunk`, ...), from its `type` tag. */
export function isChunk(message: AnyMessage): boolean {
  return String(message.type).endsWith("MessageChunk");
}
