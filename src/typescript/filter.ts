// Select messages by name, type, id or tool call, as Python's `chatschema.filter_messages`.

import type { AIMessage, AnyMessage } from "../../generated/typescript/types.js";
import { kindOf } from "./kinds.js";

/** Options of {@link filterMessages}: Python's keywords in camelCase. Types are type tags
 * (`"human"`, `"ai"`, `"AIMessageChunk"`, ...), compared with a message's `type`. */
export interface FilterMessagesOptions {
  includeNames?: readonly string[] | null;
  excludeNames?: readonly string[] | null;
  includeTypes?: string | readonly string[] | null;
  excludeTypes?: string | readonly string[] | null;
  includeIds?: readonly string[] | null;
  excludeIds?: readonly string[] | null;
  /** `true`: drop AI messages with tool calls and tool messages; a list of tool call ids: drop those
   * calls (and their `tool_use` blocks) and the tool messages answering them. */
  excludeToolCalls?: boolean | readonly (string | null)[] | null;
}

type Json = { [key: string]: unknown };

function has(values: readonly (string | null)[] | null | undefined, value: unknown): boolean {
  return values !== null && values !== undefined && values.length > 0 && values.includes(value as string);
}

/** Whether the message's type tag is one of `types` (tags compare exactly: "ai" is not "AIMessageChunk"). */
export function isType(message: AnyMessage, types: string | readonly string[] | null | undefined): boolean {
  if (types === null || types === undefined || types.length === 0) return false;
  return typeof types === "string" ? message.type === types : types.includes(String(message.type));
}

/**
 * Keep the messages that match an `include*` condition (all, when there is none) and no `exclude*`
 * condition, as Python's `filter_messages`. Messages are never changed: a message whose tool calls
 * are removed is a new object (with `tool_calls` and list `content` filtered); the others are the
 * very objects passed in.
 *
 * @example
 * filterMessages(
 *   [{ type: "system", content: "s" }, { type: "human", content: "q", name: "u" }, { type: "ai", content: "a", id: "x" }],
 *   { includeTypes: ["system"], includeNames: ["u"] },
 * ).length; // 2
 */
export function filterMessages(messages: readonly AnyMessage[], options: FilterMessagesOptions = {}): AnyMessage[] {
  const { includeNames, excludeNames, includeTypes, excludeTypes, includeIds, excludeIds } = options;
  const dropped = options.excludeToolCalls;
  const byIds = Array.isArray(dropped);
  const anyInclude = [includeTypes, includeIds, includeNames].some((c) => c !== null && c !== undefined && c.length > 0);
  const kept: AnyMessage[] = [];
  for (const message of messages) {
    let msg = message;
    if (has(excludeNames, msg.name) || isType(msg, excludeTypes) || has(excludeIds, msg.id)) continue;
    const kind = kindOf(msg);
    const calls = kind === "ai" ? ((msg as AIMessage).tool_calls ?? []) : [];
    if (dropped === true && ((kind === "ai" && calls.length > 0) || kind === "tool")) continue;
    if (byIds) {
      const ids = dropped as readonly (string | null)[];
      if (kind === "ai" && calls.length > 0) {
        const left = calls.filter((call) => !ids.includes(call.id ?? null));
        if (left.length === 0) continue;
        let content = msg.content;
        if (Array.isArray(content)) {
          content = content.filter(
            (b) => typeof b !== "object" || (b as Json)["type"] !== "tool_use" || !ids.includes(((b as Json)["id"] ?? null) as string | null),
          );
        }
        msg = { ...msg, content, tool_calls: left } as AnyMessage;
      } else if (kind === "tool" && ids.includes((msg as { tool_call_id: string }).tool_call_id)) {
        continue;
      }
    }
    if (!anyInclude || has(includeNames, msg.name) || isType(msg, includeTypes) || has(includeIds, msg.id)) {
      kept.push(msg);
    }
  }
  return kept;
}
