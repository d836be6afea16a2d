// Every message type's fields, in the order Python writes them, with their defaults: the one table the
// full form (dict.ts), chunk sums (chunks.ts) and the readers take the fields from.

import type { PyJson } from "./pyRepr.js";

type Json = PyJson;

/** A field without a default. */
export const REQUIRED = Symbol("required");
/** A legacy field, written only when given. */
export const LEGACY = Symbol("legacy");
export type Slot = readonly [string, Json | typeof REQUIRED | typeof LEGACY];

const BASE: readonly Slot[] = [
  ["additional_kwargs", {}],
  ["response_metadata", {}],
];
const NAME_ID: readonly Slot[] = [
  ["name", null],
  ["id", null],
];
const AI: readonly Slot[] = [
  ["content", REQUIRED],
  ...BASE,
  ...NAME_ID,
  ["example", LEGACY],
  ["tool_calls", []],
  ["invalid_tool_calls", []],
  ["usage_metadata", null],
];
const HUMAN: readonly Slot[] = [["content", REQUIRED], ...BASE, ...NAME_ID, ["example", LEGACY]];
const SYSTEM: readonly Slot[] = [["content", REQUIRED], ...BASE, ...NAME_ID];
const TOOL: readonly Slot[] = [
  ["content", REQUIRED],
  ["tool_call_id", REQUIRED],
  ...BASE,
  ...NAME_ID,
  ["artifact", null],
  ["status", "success"],
];
const FUNCTION: readonly Slot[] = [["content", REQUIRED], ["name", REQUIRED], ...BASE, ["id", null]];
const CHAT: readonly Slot[] = [["content", REQUIRED], ["role", REQUIRED], ...BASE, ...NAME_ID];

/** Every message type tag and its fields after `type`, in the order Python writes them, with their
 * defaults (the conformance vectors of messages_to_dict and messages_from_dict hold the order). */
export const FIELDS: Readonly<Record<string, readonly Slot[]>> = {
  human: HUMAN,
  ai: AI,
  system: SYSTEM,
  tool: TOOL,
  function: FUNCTION,
  chat: CHAT,
  remove: [["id", REQUIRED], ["content", ""], ...BASE, ["name", null]],
  HumanMessageChunk: HUMAN,
  AIMessageChunk: [...AI, ["tool_call_chunks", []], ["chunk_position", null]],
  SystemMessageChunk: SYSTEM,
  ToolMessageChunk: TOOL,
  FunctionMessageChunk: FUNCTION,
  ChatMessageChunk: CHAT,
};

/** The fields of a message type after `type`, in Python's order; undefined for an unknown tag. */
export function messageFields(tag: string): readonly string[] | undefined {
  return Object.hasOwn(FIELDS, tag) ? (FIELDS[tag] as readonly Slot[]).map(([key]) => key) : undefined;
}
