// The Vercel AI SDK's message shapes (ai 6.0.326) as the converters of "chatschema/ai-sdk" write and
// read them: plain JSON, assignable to the `ai` package's own `ModelMessage` and `UIMessage` (a
// type-level test holds that). Only what the converters write is declared; readers take any value.

/** A JSON value. */
export type JSONValue = null | string | number | boolean | JSONObject | JSONValue[];
/** A JSON object. */
export interface JSONObject {
  [key: string]: JSONValue;
}
/** Provider options (ModelMessage) or provider metadata (UIMessage): provider name -> its object. */
export type ProviderOptions = Record<string, JSONObject>;

/** A text part of a ModelMessage. */
export interface TextPart {
  type: "text";
  text: string;
  providerOptions?: ProviderOptions;
}
/** An image of a user ModelMessage: a URL or base64 data. */
export interface ImagePart {
  type: "image";
  image: string;
  mediaType?: string;
  providerOptions?: ProviderOptions;
}
/** A file of a ModelMessage: a URL or base64 data. */
export interface FilePart {
  type: "file";
  data: string;
  mediaType: string;
  filename?: string;
  providerOptions?: ProviderOptions;
}
/** Reasoning of an assistant ModelMessage. */
export interface ReasoningPart {
  type: "reasoning";
  text: string;
  providerOptions?: ProviderOptions;
}
/** A tool call of an assistant ModelMessage (`providerExecuted` for a server tool call). */
export interface ToolCallPart {
  type: "tool-call";
  toolCallId: string;
  toolName: string;
  input: JSONValue;
  providerExecuted?: boolean;
  providerOptions?: ProviderOptions;
}
/** One item of a `content` tool output. */
export type ToolResultContentItem =
  | { type: "text"; text: string; providerOptions?: ProviderOptions }
  | { type: "image-data"; data: string; mediaType: string; providerOptions?: ProviderOptions }
  | { type: "image-url"; url: string; providerOptions?: ProviderOptions }
  | { type: "file-data"; data: string; mediaType: string; filename?: string; providerOptions?: ProviderOptions }
  | { type: "file-url"; url: string; mediaType?: string; providerOptions?: ProviderOptions };
/** The output of a tool result. */
export type ToolResultOutput =
  | { type: "text"; value: string; providerOptions?: ProviderOptions }
  | { type: "json"; value: JSONValue; providerOptions?: ProviderOptions }
  | { type: "error-text"; value: string; providerOptions?: ProviderOptions }
  | { type: "error-json"; value: JSONValue; providerOptions?: ProviderOptions }
  | { type: "content"; value: ToolResultContentItem[] };
/** A tool result: in a tool ModelMessage, or (a server tool's) in an assistant one. */
export interface ToolResultPart {
  type: "tool-result";
  toolCallId: string;
  toolName: string;
  output: ToolResultOutput;
  providerOptions?: ProviderOptions;
}

/** A system ModelMessage. */
export interface SystemModelMessage {
  role: "system";
  content: string;
  providerOptions?: ProviderOptions;
}
/** A user ModelMessage. */
export interface UserModelMessage {
  role: "user";
  content: string | (TextPart | ImagePart | FilePart)[];
  providerOptions?: ProviderOptions;
}
/** An assistant ModelMessage. */
export interface AssistantModelMessage {
  role: "assistant";
  content: string | (TextPart | FilePart | ReasoningPart | ToolCallPart | ToolResultPart)[];
  providerOptions?: ProviderOptions;
}
/** A tool ModelMessage. */
export interface ToolModelMessage {
  role: "tool";
  content: ToolResultPart[];
  providerOptions?: ProviderOptions;
}
/** The AI SDK's `ModelMessage`, as `convertToAISDKMessages` writes it. */
export type ModelMessage = SystemModelMessage | UserModelMessage | AssistantModelMessage | ToolModelMessage;

/** A text part of a UIMessage. */
export interface TextUIPart {
  type: "text";
  text: string;
  state?: "streaming" | "done";
  providerMetadata?: ProviderOptions;
}
/** A reasoning part of a UIMessage. */
export interface ReasoningUIPart {
  type: "reasoning";
  id?: string;
  text: string;
  state?: "streaming" | "done";
  providerMetadata?: ProviderOptions;
}
/** A file part of a UIMessage: a URL or a `data:` URL. */
export interface FileUIPart {
  type: "file";
  mediaType: string;
  filename?: string;
  url: string;
  providerMetadata?: ProviderOptions;
}
/** A step boundary of a UIMessage: each step is an AI message of its own, with the tool messages of its results. */
export interface StepStartUIPart {
  type: "step-start";
}
/** A URL source of a UIMessage (kept as it is). */
export interface SourceUrlUIPart {
  type: "source-url";
  sourceId: string;
  url: string;
  title?: string;
  providerMetadata?: ProviderOptions;
}
/** A document source of a UIMessage (kept as it is). */
export interface SourceDocumentUIPart {
  type: "source-document";
  sourceId: string;
  mediaType: string;
  title: string;
  filename?: string;
  providerMetadata?: ProviderOptions;
}
/** An application's data part of a UIMessage (kept as it is). */
export interface DataUIPart {
  type: `data-${string}`;
  id?: string;
  data: JSONValue;
}
interface ToolUIPartBase {
  toolCallId: string;
  title?: string;
  toolMetadata?: JSONObject;
  providerExecuted?: boolean;
  callProviderMetadata?: ProviderOptions;
}
/** The states of a tool part that the converters write: the call alone, its output or its error
 * (an invalid tool call is written as an error with its `rawInput` and no `input`: the SDK's type
 * names `input` in every state, its schema lets it be absent). */
export type ToolUIPartState =
  | { state: "input-available"; input: JSONValue }
  | { state: "output-available"; input: JSONValue; output: JSONValue; resultProviderMetadata?: ProviderOptions; preliminary?: boolean }
  | {
      state: "output-error";
      input: JSONValue | undefined;
      rawInput?: JSONValue;
      errorText: string;
      resultProviderMetadata?: ProviderOptions;
    };
/** A tool part of a UIMessage: `tool-<name>`. */
export type ToolUIPart = ToolUIPartBase & { type: `tool-${string}` } & ToolUIPartState;
/** A tool part of a UIMessage for a tool the UI does not know: `dynamic-tool`. */
export type DynamicToolUIPart = ToolUIPartBase & { type: "dynamic-tool"; toolName: string } & ToolUIPartState;
/** A part of a UIMessage, as `convertToAISDKUIMessages` writes it. */
export type UIMessagePart =
  | TextUIPart
  | ReasoningUIPart
  | FileUIPart
  | ToolUIPart
  | DynamicToolUIPart
  | StepStartUIPart
  | SourceUrlUIPart
  | SourceDocumentUIPart
  | DataUIPart;

/** The AI SDK's `UIMessage`, as `convertToAISDKUIMessages` writes it. */
export interface UIMessage {
  id: string;
  role: "system" | "user" | "assistant";
  metadata?: JSONValue;
  parts: UIMessagePart[];
}

/** Options of the converters of "chatschema/ai-sdk". */
export interface ConvertOptions {
  /** What the other form cannot hold: true (default) throws a ConversionError at its path; false leaves it out and reports it to `onLoss`. */
  strict?: boolean;
  /** With `strict: false`, called for each thing left out (default: `console.warn`). */
  onLoss?: (path: string, message: string) => void;
}
