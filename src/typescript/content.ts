// The text of a message's content, as Python's `message.text` gives it.

import type { AnyMessage, MessageContent } from "../../generated/typescript/types.js";

/** `.text` of content: a string itself; of a list, its strings and the text of its `text` blocks. */
export function contentText(content: MessageContent): string {
  if (typeof content === "string") return content;
  let out = "";
  for (const item of content) {
    if (typeof item === "string") out += item;
    else if (item.type === "text" && typeof item["text"] === "string") out += item["text"];
  }
  return out;
}

/**
 * The text of a message: string content, or the joined strings and `text` blocks of list content
 * (images and other blocks are left out), as Python's `message.text`.
 *
 * @example
 * text({ type: "human", content: ["Hello, ", { type: "text", text: "world" }, { type: "image", url: "u" }] });
 * // "Hello, world"
 */
export function text(message: AnyMessage): string {
  return contentText(message.content ?? "");
}
