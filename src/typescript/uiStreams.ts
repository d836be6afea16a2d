// The chat-UI stream readers, at "chatschema/ui-streams" so that a bundle without them stays small:
// the Vercel AI SDK's UI message stream and AG-UI's events read back into message chunks as
// Python's chatschema.ui_streams reads them, and the server-sent events both travel in.

export { fromAGUIEvents } from "./agUiEvents.js";
export { fromAISDKStream } from "./aiSdkStream.js";
export type { FromAISDKStreamOptions } from "./aiSdkStream.js";
export { StreamError } from "./errors.js";
export { parseSSE } from "./sse.js";
export type { ReadableLike, StreamSource } from "./streamReader.js";
export type { StreamMessage } from "./uiChunks.js";
