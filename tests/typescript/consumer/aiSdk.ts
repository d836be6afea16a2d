// A user's program with the "chatschema/ai-sdk" subpath: a history to the Vercel AI SDK's
// ModelMessage and UIMessage and back. `make ts-consumer` compiles it with tsc --strict against the
// installed package and runs it.

import type { AnyMessage } from "chatschema";
import {
  convertFromAISDKMessages,
  convertFromAISDKUIMessages,
  convertToAISDKMessages,
  convertToAISDKUIMessages,
  type ModelMessage,
  type UIMessage,
} from "chatschema/ai-sdk";

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`consumer (ai-sdk): ${what}`);
}

const history: AnyMessage[] = [
  { type: "system", content: "Be brief." },
  { type: "human", content: "What is the weather in Paris?", id: "u1" },
  {
    type: "ai",
    content: "",
    tool_calls: [{ type: "tool_call", name: "weather", args: { city: "Paris" }, id: "call_1" }],
    id: "a1",
  },
  { type: "tool", content: "18 C, sunny", tool_call_id: "call_1" },
  { type: "ai", content: "It is 18 C and sunny.", id: "a2" },
];

const model: ModelMessage[] = convertToAISDKMessages(history);
check(model.length === 5 && model[3]?.role === "tool", "one ModelMessage per message");
check(convertFromAISDKMessages(model).length === 5, "and back");

const ui: UIMessage[] = convertToAISDKUIMessages(history);
check(ui.length === 3, "the turn's two AI messages are one assistant UIMessage");
check(ui[2]?.parts.map((p) => p.type).join() === "step-start,tool-weather,step-start,text", "each a step");
const call = ui[2]?.parts[1];
check(call?.type === "tool-weather" && "state" in call && call.state === "output-available", "the tool result fills its part");
check(convertFromAISDKUIMessages(ui).length === 5, "and back, the tool message after its call");

console.log("consumer ok: chatschema/ai-sdk");
