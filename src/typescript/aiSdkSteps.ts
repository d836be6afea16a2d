// The steps of an assistant UIMessage, as the AI SDK UI converters (aiSdkUi.ts) and the UI message
// stream's writer and reader (aiSdkStreamWriter.ts, aiSdkStream.ts) count them: a module of its own,
// light enough for the readers' bundle. Python: chatschema.convert._ai_sdk_ui (`_steps`,
// `continued`) and chatschema.ui_streams._ai_sdk (`continued_message`).

import { ValidationError } from "./errors.js";
import { isObject, type JsonObject } from "./join.js";

/** The type of the part that opens a step of an assistant UIMessage. */
export const STEP_START = "step-start";

const ROLES = new Set(["user", "assistant", "system"]);

export const isTool = (tag: string): boolean => tag === "dynamic-tool" || tag.startsWith("tool-");

/** The tool a tool part calls: a `dynamic-tool`'s `toolName`, or the name in the type. */
export const toolName = (part: JsonObject): string =>
  part["type"] === "dynamic-tool" ? String(part["toolName"]) : String(part["type"]).slice("tool-".length);

export type Step = [number, JsonObject][];

/** The parts of an assistant UI message, with their indexes, step by step: each `step-start` opens
 * a step (the parts before the first, if any, are a step too). */
export function stepsOf(parts: readonly JsonObject[]): Step[] {
  const steps: Step[] = [[]];
  parts.forEach((part, j) => {
    if (part["type"] !== STEP_START) (steps[steps.length - 1] as Step).push([j, part]);
    else if (j > 0) steps.push([]);
  });
  return steps;
}

/** What a stream that continues an assistant UI message needs to know of it: the number its first
 * step takes (its steps as `convertFromAISDKUIMessages` reads them; none in a message without parts)
 * and the tool name of each of its calls, by call id. */
export function continued(message: JsonObject): [number, Map<string, string>] {
  const parts = message["parts"] as JsonObject[];
  const names = new Map<string, string>();
  for (const part of parts) if (isTool(String(part["type"]))) names.set(String(part["toolCallId"]), toolName(part));
  return [parts.length > 0 ? stepsOf(parts).length : 0, names];
}

/** The assistant UI message a stream continues: the last of `messages` when it is one, else null.
 * The last message is checked as far as it is read (an object with a role, a string id and parts
 * that each have a string type), at the paths Python's whole check gives. */
export function continuedMessage(messages: unknown): JsonObject | null {
  if (messages === undefined || messages === null) return null;
  if (!Array.isArray(messages)) throw new ValidationError("expected a list of UIMessage", "$");
  if (messages.length === 0) return null;
  const path = `$[${messages.length - 1}]`;
  const last: unknown = messages[messages.length - 1];
  if (!isObject(last)) throw new ValidationError("Expected `object`", path);
  for (const key of ["id", "role", "parts"]) if (!Object.hasOwn(last, key)) throw new ValidationError(`Object missing required field \`${key}\``, path);
  if (typeof last["role"] !== "string" || !ROLES.has(last["role"])) throw new ValidationError("Expected a UIMessage role", `${path}.role`);
  if (typeof last["id"] !== "string") throw new ValidationError("Expected `str`", `${path}.id`);
  const parts: unknown = last["parts"];
  if (!Array.isArray(parts)) throw new ValidationError("Expected `array`", `${path}.parts`);
  parts.forEach((part: unknown, j) => {
    if (!isObject(part) || !Object.hasOwn(part, "type")) throw new ValidationError("Expected a UIMessage part", `${path}.parts[${j}]`);
    if (typeof part["type"] !== "string") throw new ValidationError("Expected `str`", `${path}.parts[${j}].type`);
  });
  return last["role"] === "assistant" ? last : null;
}
