// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: b4255143e587ca436b706a0d9573f2d69a27d563d97125823af4219d4e75afc8

import type * as T from "./types.js";

/** One validation error, as ajv reports it. */
export interface ValidationError {
  /** JSON Pointer to the failing value, "" for the root, "/content/1/url" for $.content[1].url. */
  instancePath: string;
  /** JSON Pointer to the failing keyword, relative to the schema ajv compiled it from. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that leaves its errors on `errors` after each call. */
export interface Validator<Type> {
  (data: unknown): data is Type;
  errors?: ValidationError[] | null;
}

export declare const validateJSONObject: Validator<T.JSONObject>;
export declare const validateExtras: Validator<T.Extras>;
export declare const validateMediaSource: Validator<T.MediaSource>;
export declare const validateTextContentBlock: Validator<T.TextContentBlock>;
export declare const validateReasoningContentBlock: Validator<T.ReasoningContentBlock>;
export declare const validateRefusalContentBlock: Validator<T.RefusalContentBlock>;
export declare const validateImageContentBlock: Validator<T.ImageContentBlock>;
export declare const validateAudioContentBlock: Validator<T.AudioContentBlock>;
export declare const validateVideoContentBlock: Validator<T.VideoContentBlock>;
export declare const validateFileContentBlock: Validator<T.FileContentBlock>;
export declare const validatePlainTextContentBlock: Validator<T.PlainTextContentBlock>;
export declare const validateNonStandardContentBlock: Validator<T.NonStandardContentBlock>;
export declare const validateServerToolCall: Validator<T.ServerToolCall>;
export declare const validateServerToolCallChunk: Validator<T.ServerToolCallChunk>;
export declare const validateServerToolResult: Validator<T.ServerToolResult>;
export declare const validateCitation: Validator<T.Citation>;
export declare const validateNonStandardAnnotation: Validator<T.NonStandardAnnotation>;
export declare const validateContentBlock: Validator<T.ContentBlock>;
export declare const validateDataContentBlock: Validator<T.DataContentBlock>;
export declare const validateAnnotation: Validator<T.Annotation>;
export declare const validateContentPart: Validator<T.ContentPart>;
export declare const validateContentItem: Validator<T.ContentItem>;
export declare const validateAnnotationItem: Validator<T.AnnotationItem>;
export declare const validateHumanMessage: Validator<T.HumanMessage>;
export declare const validateHumanMessageChunk: Validator<T.HumanMessageChunk>;
export declare const validateAIMessage: Validator<T.AIMessage>;
export declare const validateAIMessageChunk: Validator<T.AIMessageChunk>;
export declare const validateSystemMessage: Validator<T.SystemMessage>;
export declare const validateSystemMessageChunk: Validator<T.SystemMessageChunk>;
export declare const validateToolMessage: Validator<T.ToolMessage>;
export declare const validateToolMessageChunk: Validator<T.ToolMessageChunk>;
export declare const validateFunctionMessage: Validator<T.FunctionMessage>;
export declare const validateFunctionMessageChunk: Validator<T.FunctionMessageChunk>;
export declare const validateChatMessage: Validator<T.ChatMessage>;
export declare const validateChatMessageChunk: Validator<T.ChatMessageChunk>;
export declare const validateRemoveMessage: Validator<T.RemoveMessage>;
export declare const validateMessageContent: Validator<T.MessageContent>;
export declare const validateAnyMessage: Validator<T.AnyMessage>;
export declare const validateSerializedHumanMessage: Validator<T.SerializedHumanMessage>;
export declare const validateSerializedAIMessage: Validator<T.SerializedAIMessage>;
export declare const validateSerializedSystemMessage: Validator<T.SerializedSystemMessage>;
export declare const validateSerializedToolMessage: Validator<T.SerializedToolMessage>;
export declare const validateSerializedFunctionMessage: Validator<T.SerializedFunctionMessage>;
export declare const validateSerializedChatMessage: Validator<T.SerializedChatMessage>;
export declare const validateSerializedRemoveMessage: Validator<T.SerializedRemoveMessage>;
export declare const validateSerializedHumanMessageChunk: Validator<T.SerializedHumanMessageChunk>;
export declare const validateSerializedAIMessageChunk: Validator<T.SerializedAIMessageChunk>;
export declare const validateSerializedSystemMessageChunk: Validator<T.SerializedSystemMessageChunk>;
export declare const validateSerializedToolMessageChunk: Validator<T.SerializedToolMessageChunk>;
export declare const validateSerializedFunctionMessageChunk: Validator<T.SerializedFunctionMessageChunk>;
export declare const validateSerializedChatMessageChunk: Validator<T.SerializedChatMessageChunk>;
export declare const validateSerializedMessage: Validator<T.SerializedMessage>;
export declare const validateLangChainSerializedMessage: Validator<T.LangChainSerializedMessage>;
export declare const validateToolCall: Validator<T.ToolCall>;
export declare const validateToolCallChunk: Validator<T.ToolCallChunk>;
export declare const validateInvalidToolCall: Validator<T.InvalidToolCall>;
export declare const validateUsageMetadata: Validator<T.UsageMetadata>;
export declare const validateInputTokenDetails: Validator<T.InputTokenDetails>;
export declare const validateOutputTokenDetails: Validator<T.OutputTokenDetails>;

/** Every validator by schema title. */
export declare const validators: {
  readonly JSONObject: Validator<T.JSONObject>;
  readonly Extras: Validator<T.Extras>;
  readonly MediaSource: Validator<T.MediaSource>;
  readonly TextContentBlock: Validator<T.TextContentBlock>;
  readonly ReasoningContentBlock: Validator<T.ReasoningContentBlock>;
  readonly RefusalContentBlock: Validator<T.RefusalContentBlock>;
  readonly ImageContentBlock: Validator<T.ImageContentBlock>;
  readonly AudioContentBlock: Validator<T.AudioContentBlock>;
  readonly VideoContentBlock: Validator<T.VideoContentBlock>;
  readonly FileContentBlock: Validator<T.FileContentBlock>;
  readonly PlainTextContentBlock: Validator<T.PlainTextContentBlock>;
  readonly NonStandardContentBlock: Validator<T.NonStandardContentBlock>;
  readonly ServerToolCall: Validator<T.ServerToolCall>;
  readonly ServerToolCallChunk: Validator<T.ServerToolCallChunk>;
  readonly ServerToolResult: Validator<T.ServerToolResult>;
  readonly Citation: Validator<T.Citation>;
  readonly NonStandardAnnotation: Validator<T.NonStandardAnnotation>;
  readonly ContentBlock: Validator<T.ContentBlock>;
  readonly DataContentBlock: Validator<T.DataContentBlock>;
  readonly Annotation: Validator<T.Annotation>;
  readonly ContentPart: Validator<T.ContentPart>;
  readonly ContentItem: Validator<T.ContentItem>;
  readonly AnnotationItem: Validator<T.AnnotationItem>;
  readonly HumanMessage: Validator<T.HumanMessage>;
  readonly HumanMessageChunk: Validator<T.HumanMessageChunk>;
  readonly AIMessage: Validator<T.AIMessage>;
  readonly AIMessageChunk: Validator<T.AIMessageChunk>;
  readonly SystemMessage: Validator<T.SystemMessage>;
  readonly SystemMessageChunk: Validator<T.SystemMessageChunk>;
  readonly ToolMessage: Validator<T.ToolMessage>;
  readonly ToolMessageChunk: Validator<T.ToolMessageChunk>;
  readonly FunctionMessage: Validator<T.FunctionMessage>;
  readonly FunctionMessageChunk: Validator<T.FunctionMessageChunk>;
  readonly ChatMessage: Validator<T.ChatMessage>;
  readonly ChatMessageChunk: Validator<T.ChatMessageChunk>;
  readonly RemoveMessage: Validator<T.RemoveMessage>;
  readonly MessageContent: Validator<T.MessageContent>;
  readonly AnyMessage: Validator<T.AnyMessage>;
  readonly SerializedHumanMessage: Validator<T.SerializedHumanMessage>;
  readonly SerializedAIMessage: Validator<T.SerializedAIMessage>;
  readonly SerializedSystemMessage: Validator<T.SerializedSystemMessage>;
  readonly SerializedToolMessage: Validator<T.SerializedToolMessage>;
  readonly SerializedFunctionMessage: Validator<T.SerializedFunctionMessage>;
  readonly SerializedChatMessage: Validator<T.SerializedChatMessage>;
  readonly SerializedRemoveMessage: Validator<T.SerializedRemoveMessage>;
  readonly SerializedHumanMessageChunk: Validator<T.SerializedHumanMessageChunk>;
  readonly SerializedAIMessageChunk: Validator<T.SerializedAIMessageChunk>;
  readonly SerializedSystemMessageChunk: Validator<T.SerializedSystemMessageChunk>;
  readonly SerializedToolMessageChunk: Validator<T.SerializedToolMessageChunk>;
  readonly SerializedFunctionMessageChunk: Validator<T.SerializedFunctionMessageChunk>;
  readonly SerializedChatMessageChunk: Validator<T.SerializedChatMessageChunk>;
  readonly SerializedMessage: Validator<T.SerializedMessage>;
  readonly LangChainSerializedMessage: Validator<T.LangChainSerializedMessage>;
  readonly ToolCall: Validator<T.ToolCall>;
  readonly ToolCallChunk: Validator<T.ToolCallChunk>;
  readonly InvalidToolCall: Validator<T.InvalidToolCall>;
  readonly UsageMetadata: Validator<T.UsageMetadata>;
  readonly InputTokenDetails: Validator<T.InputTokenDetails>;
  readonly OutputTokenDetails: Validator<T.OutputTokenDetails>;
};

/**
 * The lenient mode: the same schema with unknown top-level message fields allowed (what the Python
 * side calls extra="keep"), for each title whose values can hold a message. Values that pass may
 * carry keys their type does not declare, so they are typed as the type with any extra keys.
 */
export declare const validateHumanMessageAllowExtra: Validator<T.HumanMessage & Record<string, unknown>>;
export declare const validateHumanMessageChunkAllowExtra: Validator<T.HumanMessageChunk & Record<string, unknown>>;
export declare const validateAIMessageAllowExtra: Validator<T.AIMessage & Record<string, unknown>>;
export declare const validateAIMessageChunkAllowExtra: Validator<T.AIMessageChunk & Record<string, unknown>>;
export declare const validateSystemMessageAllowExtra: Validator<T.SystemMessage & Record<string, unknown>>;
export declare const validateSystemMessageChunkAllowExtra: Validator<T.SystemMessageChunk & Record<string, unknown>>;
export declare const validateToolMessageAllowExtra: Validator<T.ToolMessage & Record<string, unknown>>;
export declare const validateToolMessageChunkAllowExtra: Validator<T.ToolMessageChunk & Record<string, unknown>>;
export declare const validateFunctionMessageAllowExtra: Validator<T.FunctionMessage & Record<string, unknown>>;
export declare const validateFunctionMessageChunkAllowExtra: Validator<T.FunctionMessageChunk & Record<string, unknown>>;
export declare const validateChatMessageAllowExtra: Validator<T.ChatMessage & Record<string, unknown>>;
export declare const validateChatMessageChunkAllowExtra: Validator<T.ChatMessageChunk & Record<string, unknown>>;
export declare const validateRemoveMessageAllowExtra: Validator<T.RemoveMessage & Record<string, unknown>>;
export declare const validateAnyMessageAllowExtra: Validator<T.AnyMessage & Record<string, unknown>>;
export declare const validateSerializedHumanMessageAllowExtra: Validator<T.SerializedHumanMessage & Record<string, unknown>>;
export declare const validateSerializedAIMessageAllowExtra: Validator<T.SerializedAIMessage & Record<string, unknown>>;
export declare const validateSerializedSystemMessageAllowExtra: Validator<T.SerializedSystemMessage & Record<string, unknown>>;
export declare const validateSerializedToolMessageAllowExtra: Validator<T.SerializedToolMessage & Record<string, unknown>>;
export declare const validateSerializedFunctionMessageAllowExtra: Validator<T.SerializedFunctionMessage & Record<string, unknown>>;
export declare const validateSerializedChatMessageAllowExtra: Validator<T.SerializedChatMessage & Record<string, unknown>>;
export declare const validateSerializedRemoveMessageAllowExtra: Validator<T.SerializedRemoveMessage & Record<string, unknown>>;
export declare const validateSerializedHumanMessageChunkAllowExtra: Validator<T.SerializedHumanMessageChunk & Record<string, unknown>>;
export declare const validateSerializedAIMessageChunkAllowExtra: Validator<T.SerializedAIMessageChunk & Record<string, unknown>>;
export declare const validateSerializedSystemMessageChunkAllowExtra: Validator<T.SerializedSystemMessageChunk & Record<string, unknown>>;
export declare const validateSerializedToolMessageChunkAllowExtra: Validator<T.SerializedToolMessageChunk & Record<string, unknown>>;
export declare const validateSerializedFunctionMessageChunkAllowExtra: Validator<T.SerializedFunctionMessageChunk & Record<string, unknown>>;
export declare const validateSerializedChatMessageChunkAllowExtra: Validator<T.SerializedChatMessageChunk & Record<string, unknown>>;
export declare const validateSerializedMessageAllowExtra: Validator<T.SerializedMessage & Record<string, unknown>>;
export declare const validateLangChainSerializedMessageAllowExtra: Validator<T.LangChainSerializedMessage & Record<string, unknown>>;

/** The lenient validators by schema title. */
export declare const allowExtra: {
  readonly HumanMessage: Validator<T.HumanMessage & Record<string, unknown>>;
  readonly HumanMessageChunk: Validator<T.HumanMessageChunk & Record<string, unknown>>;
  readonly AIMessage: Validator<T.AIMessage & Record<string, unknown>>;
  readonly AIMessageChunk: Validator<T.AIMessageChunk & Record<string, unknown>>;
  readonly SystemMessage: Validator<T.SystemMessage & Record<string, unknown>>;
  readonly SystemMessageChunk: Validator<T.SystemMessageChunk & Record<string, unknown>>;
  readonly ToolMessage: Validator<T.ToolMessage & Record<string, unknown>>;
  readonly ToolMessageChunk: Validator<T.ToolMessageChunk & Record<string, unknown>>;
  readonly FunctionMessage: Validator<T.FunctionMessage & Record<string, unknown>>;
  readonly FunctionMessageChunk: Validator<T.FunctionMessageChunk & Record<string, unknown>>;
  readonly ChatMessage: Validator<T.ChatMessage & Record<string, unknown>>;
  readonly ChatMessageChunk: Validator<T.ChatMessageChunk & Record<string, unknown>>;
  readonly RemoveMessage: Validator<T.RemoveMessage & Record<string, unknown>>;
  readonly AnyMessage: Validator<T.AnyMessage & Record<string, unknown>>;
  readonly SerializedHumanMessage: Validator<T.SerializedHumanMessage & Record<string, unknown>>;
  readonly SerializedAIMessage: Validator<T.SerializedAIMessage & Record<string, unknown>>;
  readonly SerializedSystemMessage: Validator<T.SerializedSystemMessage & Record<string, unknown>>;
  readonly SerializedToolMessage: Validator<T.SerializedToolMessage & Record<string, unknown>>;
  readonly SerializedFunctionMessage: Validator<T.SerializedFunctionMessage & Record<string, unknown>>;
  readonly SerializedChatMessage: Validator<T.SerializedChatMessage & Record<string, unknown>>;
  readonly SerializedRemoveMessage: Validator<T.SerializedRemoveMessage & Record<string, unknown>>;
  readonly SerializedHumanMessageChunk: Validator<T.SerializedHumanMessageChunk & Record<string, unknown>>;
  readonly SerializedAIMessageChunk: Validator<T.SerializedAIMessageChunk & Record<string, unknown>>;
  readonly SerializedSystemMessageChunk: Validator<T.SerializedSystemMessageChunk & Record<string, unknown>>;
  readonly SerializedToolMessageChunk: Validator<T.SerializedToolMessageChunk & Record<string, unknown>>;
  readonly SerializedFunctionMessageChunk: Validator<T.SerializedFunctionMessageChunk & Record<string, unknown>>;
  readonly SerializedChatMessageChunk: Validator<T.SerializedChatMessageChunk & Record<string, unknown>>;
  readonly SerializedMessage: Validator<T.SerializedMessage & Record<string, unknown>>;
  readonly LangChainSerializedMessage: Validator<T.LangChainSerializedMessage & Record<string, unknown>>;
};
