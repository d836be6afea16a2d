// What "chatschema/ai-sdk" writes is the `ai` package's own ModelMessage and UIMessage (ai 6.0.326,
// the oracle pinned in tests/oracles): its types are assignable to the SDK's, and the SDK's to what
// the readers take. Type-checked by `make ts-test` (tsc --strict -p tests/typescript/ai-sdk, with
// skipLibCheck: the SDK's .d.ts names Node and DOM types this project does not install); never run.

import type { ModelMessage, UIMessage } from "../../oracles/node_modules/ai/dist/index.js";
import type { AnyMessage } from "../../../generated/typescript/types.js";
import {
  convertFromAISDKMessages,
  convertFromAISDKUIMessages,
  convertToAISDKMessages,
  convertToAISDKUIMessages,
  type AISDKAssistantModelMessage,
  type AISDKDynamicToolUIPart,
  type AISDKFileUIPart,
  type AISDKModelMessage,
  type AISDKSystemModelMessage,
  type AISDKToolModelMessage,
  type AISDKToolUIPart,
  type AISDKUIMessage,
  type AISDKUserModelMessage,
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
  Assignable<AISDKSystemModelMessage, ModelMessage>,
  Assignable<AISDKUserModelMessage, ModelMessage>,
  Assignable<AISDKAssistantModelMessage, ModelMessage>,
  Assignable<AISDKToolModelMessage, ModelMessage>,
  Assignable<AISDKModelMessage, ModelMessage>,
  Assignable<AISDKFileUIPart, UIMessage["parts"][number]>,
  Assignable<AISDKToolUIPart, UIMessage["parts"][number]>,
  Assignable<AISDKDynamicToolUIPart, UIMessage["parts"][number]>,
  Assignable<AISDKUIMessage, UIMessage>,
];

// The SDK's own messages go into the readers as they are.
declare const fromSdk: ModelMessage[];
declare const fromUi: UIMessage[];
const read: AnyMessage[] = [...convertFromAISDKMessages(fromSdk), ...convertFromAISDKUIMessages(fromUi, { strict: true })];

export { modelMessages, read, uiMessages };
