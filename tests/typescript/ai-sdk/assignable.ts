// What "chatschema/ai-sdk" writes is the `ai` package's own ModelMessage and UIMessage (ai 6.0.326,
// the oracle pinned in tests/oracles): its types are assignable to the SDK's, and the SDK's to what
// the readers take. Type-checked by `make ts-test` (tsc --strict -p tests/typescript/ai-sdk, with
// skipLibCheck: the SDK's .d.ts names Node and DOM types this project does not install); never run.

import type { ModelMessage, UIMessage } from "../../oracles/node_modules/ai/dist/index.js";
import type { AISDKModelMessage, AnyMessage } from "../../../generated/typescript/types.js";
import {
  convertFromAISDKMessages,
  convertFromAISDKUIMessages,
  convertToAISDKMessages,
  convertToAISDKUIMessages,
  type AssistantModelMessage,
  type DynamicToolUIPart,
  type FileUIPart,
  type ModelMessage as OurModelMessage,
  type SystemModelMessage,
  type ToolModelMessage,
  type ToolUIPart,
  type UIMessage as OurUIMessage,
  type UserModelMessage,
} from "../../../src/typescript/aiSdk.js";

// The SDK's `DataContent` names Node's Buffer, which is not installed here: give it its shape, so that
// the check does not pass through an unresolved (any) type.
declare global {
  interface Buffer extends Uint8Array {}
}

declare const history: AnyMessage[];

// The writers' results go where the SDK takes its own messages.
const modelMessages: ModelMessage[] = convertToAISDKMessages(history, { strict: false, onLoss: () => {} });
const uiMessages: UIMessage[] = convertToAISDKUIMessages(history);

// Each declared shape on its own, so that a mismatch names the shape.
type Assignable<T extends U, U> = T;
export type Checks = [
  Assignable<SystemModelMessage, ModelMessage>,
  Assignable<UserModelMessage, ModelMessage>,
  Assignable<AssistantModelMessage, ModelMessage>,
  Assignable<ToolModelMessage, ModelMessage>,
  Assignable<OurModelMessage, ModelMessage>,
  Assignable<FileUIPart, UIMessage["parts"][number]>,
  Assignable<ToolUIPart, UIMessage["parts"][number]>,
  Assignable<DynamicToolUIPart, UIMessage["parts"][number]>,
  Assignable<OurUIMessage, UIMessage>,
  // and values of the schema types (generated from schemas/ai_sdk.json); not yet the assistant's and
  // the tool's: the generated TypeScript type of a field the schema allows any JSON value in (a tool
  // call's `input`, a json output's `value`) is an object
  Assignable<SystemModelMessage | UserModelMessage, AISDKModelMessage>,
];

// The SDK's own messages go into the readers as they are.
declare const fromSdk: ModelMessage[];
declare const fromUi: UIMessage[];
const read: AnyMessage[] = [...convertFromAISDKMessages(fromSdk), ...convertFromAISDKUIMessages(fromUi, { strict: true })];

export { modelMessages, read, uiMessages };
