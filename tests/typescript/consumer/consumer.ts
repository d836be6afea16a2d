// A user's program: imports the installed package by its name, validates, then uses the utilities
// on one history. `make ts-consumer` compiles it with tsc --strict in a scratch project that has
// installed the packed tarball (and nothing else), then runs it. It grows with src/typescript/index.ts.

import {
  type AnyMessage,
  isValid,
  SCHEMA_SHA256,
  SCHEMA_VERSION,
  validate,
  ValidationError,
} from "chatschema";
import { AnyMessage as AnyMessageValidator, TextContentBlock } from "chatschema/validators";

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`consumer: ${what}`);
}

const history: unknown = JSON.parse(
  JSON.stringify([
    { type: "system", content: "Be brief." },
    { type: "human", content: "What is the weather in Paris?" },
    {
      type: "ai",
      content: "",
      tool_calls: [{ type: "tool_call", name: "weather", args: { city: "Paris" }, id: "call_1" }],
    },
    { type: "tool", content: "18 C, sunny", tool_call_id: "call_1" },
    { type: "ai", content: [{ type: "text", text: "It is 18 C and sunny." }] },
  ]),
);

validate(history, "list[AnyMessage]");
const messages: AnyMessage[] = history; // narrowed by the assertion
check(messages.length === 5 && messages[0]?.type === "system", "validate narrows to AnyMessage");
check(isValid(messages[4], AnyMessageValidator), "a validator object works in place of the title");
check(TextContentBlock.is({ type: "text", text: "hi" }), "a per-type validator's type guard");

try {
  validate({ type: "human", content: ["a", { type: "image" }] }, "AnyMessage");
  check(false, "an image block without a source is refused");
} catch (error) {
  check(error instanceof ValidationError, "the error is a ValidationError");
  const e = error as ValidationError;
  check(e.path === "$.content[1]", `the path is Python's: ${e.path}`);
  check(e.message.startsWith("Object must say where its data is"), `the message is Python's: ${e.message}`);
}
check(!isValid({ type: "human", content: "hi", colour: "red" }, "AnyMessage"), "extra keys are refused");
check(isValid({ type: "human", content: "hi", colour: "red" }, "AnyMessage", { extra: "keep" }), "or kept");

check(/^[0-9a-f]{64}$/.test(SCHEMA_SHA256) && SCHEMA_VERSION.length > 0, "the schema is identified");

// The utilities, on the same history (each added here as it lands in src/typescript/index.ts).

console.log(`consumer ok: chatschema ${SCHEMA_VERSION}, schema sha256 ${SCHEMA_SHA256.slice(0, 12)}`);
