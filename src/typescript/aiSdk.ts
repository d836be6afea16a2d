// "chatschema/ai-sdk": messages as the Vercel AI SDK's ModelMessage and UIMessage (ai 6.0.326) and
// back, as Python's chatschema.convert_to_ai_sdk_messages and its three siblings. A subpath of its
// own, so that a bundle without it stays small.

export { convertFromAISDKMessages, convertToAISDKMessages } from "./aiSdkModel.js";
export { convertFromAISDKUIMessages, convertToAISDKUIMessages } from "./aiSdkUi.js";
export type * from "./aiSdkTypes.js";
