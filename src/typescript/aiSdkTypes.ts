// The Vercel AI SDK's message shapes (ai 6.0.326) as the converters of "chatschema/ai-sdk" write and
// read them: plain JSON, assignable to the `ai` package's own `ModelMessage` and `UIMessage` (a
// type-level test holds that). Only what the converters write is declared; readers take any value.

/** A JSON value. */
export type AISDKJSONValue = null | string | number | boolean | AISDKJSONObject | AISDKJSONValue[];
/** A JSON object. */
export interface AISDKJSONObject {
  [key: string]: AISDKJSONValue;
}
/** Provider options (ModelMessage) or provider metadata (UIMessage): provider name -> its object. */
export type AISDKProviderOptions = Record<string, AISDKJSONObject>;

/** A text part of a ModelMessage. */
export interface AISDKTextPart {
  type: "text";
  text: string;
  providerOptions?: AISDKProviderOptions;
}
/** An image of a user ModelMessage: a URL or base64 data. */
export interface AISDKImagePart {
  type: "image";
  image: string;
  mediaType?: string;
  providerOptions?: AISDKProviderOptions;
}
/** A file of a ModelMessage: a URL or base64 data. */
export interface AISDKFilePart {
  type: "file";
  data: string;
  mediaType: string;
  filename?: string;
  providerOptions?: AISDKProviderOptions;
}
/** Reasoning of an assistant ModelMessage. */
export interface AISDKReasoningPart {
  type: "reasoning";
  text: string;
  providerOptions?: AISDKProviderOptions;
}
/** A tool call of an assistant ModelMessage (`providerExecuted` for a server tool call). */
export interface AISDKToolCallPart {
  type: "tool-call";
  toolCallId: string;
  toolName: string;
  input: AISDKJSONValue;
  providerExecuted?: boolean;
  providerOptions?: AISDKProviderOptions;
}
/** One item of a `content` tool output. */
export type AISDKToolResultContentItem =
  | { type: "text"; text: string; providerOptions?: AISDKProviderOptions }
  | { type: "image-data"; data: string; mediaType: string; providerOptions?: AISDKProviderOptions }
  | { type: "image-url"; url: string; providerOptions?: AISDKProviderOptions }
  | { type: "file-data"; data: string; mediaType: string; filename?: string; providerOptions?: AISDKProviderOptions }
  | { type: "file-url"; url: string; mediaType?: string; providerOptions?: AISDKProviderOptions };
/** The output of a tool result. */
export type AISDKToolResultOutput =
  | { type: "text"; value: string; providerOptions?: AISDKProviderOptions }
  | { type: "json"; value: AISDKJSONValue; providerOptions?: AISDKProviderOptions }
  | { type: "error-text"; value: string; providerOptions?: AISDKProviderOptions }
  | { type: "error-json"; value: AISDKJSONValue; providerOptions?: AISDKProviderOptions }
  | { type: "content"; value: AISDKToolResultContentItem[] };
/** A tool result: in a tool ModelMessage, or (a server tool's) in an assistant one. */
export interface AISDKToolResultPart {
  type: "tool-result";
  toolCallId: string;
  toolName: string;
  output: AISDKToolResultOutput;
  providerOptions?: AISDKProviderOptions;
}

/** A system ModelMessage. */
export interface AISDKSystemModelMessage {
  role: "system";
  content: string;
  providerOptions?: AISDKProviderOptions;
}
/** A user ModelMessage. */
export interface AISDKUserModelMessage {
  role: "user";
  content: string | (AISDKTextPart | AISDKImagePart | AISDKFilePart)[];
  providerOptions?: AISDKProviderOptions;
}
/** An assistant ModelMessage. */
export interface AISDKAssistantModelMessage {
  role: "assistant";
  content: string | (AISDKTextPart | AISDKFilePart | AISDKReasoningPart | AISDKToolCallPart | AISDKToolResultPart)[];
  providerOptions?: AISDKProviderOptions;
}
/** A tool ModelMessage. */
export interface AISDKToolModelMessage {
  role: "tool";
  content: AISDKToolResultPart[];
  providerOptions?: AISDKProviderOptions;
}
/** The AI SDK's `ModelMessage`, as `convertToAISDKMessages` writes it. */
export type AISDKModelMessage = AISDKSystemModelMessage | AISDKUserModelMessage | AISDKAssistantModelMessage | AISDKToolModelMessage;

/** A text part of a UIMessage. */
export interface AISDKTextUIPart {
  type: "text";
  text: string;
  state?: "streaming" | "done";
  providerMetadata?: AISDKProviderOptions;
}
/** A reasoning part of a UIMessage. */
export interface AISDKReasoningUIPart {
  type: "reasoning";
  text: string;
  state?: "streaming" | "done";
  providerMetadata?: AISDKProviderOptions;
}
/** A file part of a UIMessage: a URL or a `data:` URL. */
export interface AISDKFileUIPart {
  type: "file";
  mediaType: string;
  filename?: string;
  url: string;
  providerMetadata?: AISDKProviderOptions;
}
interface AISDKToolUIPartBase {
  toolCallId: string;
  providerExecuted?: boolean;
  callProviderMetadata?: AISDKProviderOptions;
}
/** The states of a tool part that the converters write: the call alone, its output or its error. */
export type AISDKToolUIPartState =
  | { state: "input-available"; input: AISDKJSONValue }
  | { state: "output-available"; input: AISDKJSONValue; output: AISDKJSONValue; resultProviderMetadata?: AISDKProviderOptions }
  | { state: "output-error"; input: AISDKJSONValue; errorText: string; resultProviderMetadata?: AISDKProviderOptions };
/** A tool part of a UIMessage: `tool-<name>`. */
export type AISDKToolUIPart = AISDKToolUIPartBase & { type: `tool-${string}` } & AISDKToolUIPartState;
/** A tool part of a UIMessage for a tool the UI does not know: `dynamic-tool`. */
export type AISDKDynamicToolUIPart = AISDKToolUIPartBase & { type: "dynamic-tool"; toolName: string } & AISDKToolUIPartState;
/** A part of a UIMessage, as `convertToAISDKUIMessages` writes it. */
export type AISDKUIMessagePart = AISDKTextUIPart | AISDKReasoningUIPart | AISDKFileUIPart | AISDKToolUIPart | AISDKDynamicToolUIPart;

/** The AI SDK's `UIMessage`, as `convertToAISDKUIMessages` writes it. */
export interface AISDKUIMessage {
  id: string;
  role: "system" | "user" | "assistant";
  metadata?: AISDKJSONObject;
  parts: AISDKUIMessagePart[];
}

/** Options of the converters of "chatschema/ai-sdk". */
export interface AISDKConvertOptions {
  /** What the other form cannot hold: true (default) throws a ConversionError at its path; false leaves it out and reports it to `onLoss`. */
  strict?: boolean;
  /** With `strict: false`, called for each thing left out (default: `console.warn`). */
  onLoss?: (path: string, message: string) => void;
}
