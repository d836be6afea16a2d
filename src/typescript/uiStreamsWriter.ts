// The chat-UI stream writers, at "chatschema/ui-streams-writer" so that a bundle of the readers
// ("chatschema/ui-streams") stays small: a model's answer (AI message chunks, and tool messages
// between steps) as the Vercel AI SDK's UI message stream or AG-UI's events, event for event as
// Python's chatschema.ui_streams writes them, the server-sent events both travel in, and the web
// Responses that carry them (Python's ai_sdk_stream_response and ag_ui_response).

export { toAGUIEvents } from "./agUiEventsWriter.js";
export type { ToAGUIEventsOptions } from "./agUiEventsWriter.js";
export { toAISDKStream } from "./aiSdkStreamWriter.js";
export type { ToAISDKStreamOptions } from "./aiSdkStreamWriter.js";
export { toSSE } from "./sse.js";
export { toAGUIResponse, toAISDKResponse } from "./streamResponse.js";
export type {
  ResponseHeaders,
  ResponseLike,
  ResponseOptions,
  ToAGUIResponseOptions,
  ToAISDKResponseOptions,
  WebResponse,
} from "./streamResponse.js";
export type { ToSSEOptions } from "./sse.js";
export type { StreamSource } from "./streamReader.js";
export { errorText } from "./streamWriter.js";
export type { ErrorText, WrittenMessage } from "./streamWriter.js";
