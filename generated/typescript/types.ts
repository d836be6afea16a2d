// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

/**
 * One item of a content tool result, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolResultContentItem
 */
export type AISDKToolResultContentItem =
  | AISDKTextContentItem
  | AISDKMediaContentItem
  | AISDKFileDataContentItem
  | AISDKFileURLContentItem
  | AISDKFileIdContentItem
  | AISDKImageDataContentItem
  | AISDKImageURLContentItem
  | AISDKImageFileIdContentItem
  | AISDKCustomContentItem;
/**
 * The output of a tool result, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolResultOutput
 */
export type AISDKToolResultOutput =
  | AISDKTextOutput
  | AISDKJSONOutput
  | AISDKExecutionDeniedOutput
  | AISDKErrorTextOutput
  | AISDKErrorJSONOutput
  | AISDKContentOutput;
/**
 * One part of a user message's content, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKUserContentPart
 */
export type AISDKUserContentPart = AISDKTextPart | AISDKImagePart | AISDKFilePart;
/**
 * One part of an assistant message's content, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKAssistantContentPart
 */
export type AISDKAssistantContentPart =
  | AISDKTextPart
  | AISDKFilePart
  | AISDKReasoningPart
  | AISDKToolCallPart
  | AISDKToolResultPart
  | AISDKToolApprovalRequestPart;
/**
 * One part of a tool message's content, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolContentPart
 */
export type AISDKToolContentPart = AISDKToolResultPart | AISDKToolApprovalResponsePart;
/**
 * A message of the Vercel AI SDK's ModelMessage form (what generateText and streamText take as messages), told apart by its role.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKModelMessage
 */
export type AISDKModelMessage =
  AISDKSystemModelMessage | AISDKUserModelMessage | AISDKAssistantModelMessage | AISDKToolModelMessage;
/**
 * A tool part (its type is tool- and the name of the tool), told apart by the state of its call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolUIPart
 */
export type AISDKToolUIPart =
  | AISDKToolInputStreamingUIPart
  | AISDKToolInputAvailableUIPart
  | AISDKToolApprovalRequestedUIPart
  | AISDKToolApprovalRespondedUIPart
  | AISDKToolOutputAvailableUIPart
  | AISDKToolOutputErrorUIPart
  | AISDKToolOutputDeniedUIPart;
/**
 * A dynamic tool part, told apart by the state of its call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolUIPart
 */
export type AISDKDynamicToolUIPart =
  | AISDKDynamicToolInputStreamingUIPart
  | AISDKDynamicToolInputAvailableUIPart
  | AISDKDynamicToolApprovalRequestedUIPart
  | AISDKDynamicToolApprovalRespondedUIPart
  | AISDKDynamicToolOutputAvailableUIPart
  | AISDKDynamicToolOutputErrorUIPart
  | AISDKDynamicToolOutputDeniedUIPart;
/**
 * One part of a UI message, told apart by its type tag: text, reasoning, source-url, source-document, file, step-start, dynamic-tool, tool- and the name of a tool, or data- and the name of the data. Any other type is an error.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKUIMessagePart
 */
export type AISDKUIMessagePart = AISDKUIMessagePart1;
export type AISDKUIMessagePart1 =
  | AISDKTextUIPart
  | AISDKReasoningUIPart
  | AISDKSourceURLUIPart
  | AISDKSourceDocumentUIPart
  | AISDKFileUIPart
  | AISDKStepStartUIPart
  | AISDKDynamicToolUIPart
  | AISDKToolUIPart
  | AISDKDataUIPart;
/**
 * A message of the Vercel AI SDK's UIMessage form (what a chat user interface holds and what validateUIMessages accepts), told apart by its role.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKUIMessage
 */
export type AISDKUIMessage = AISDKSystemUIMessage | AISDKUserUIMessage | AISDKAssistantUIMessage;
/**
 * The rule that a media block must say where its data is: at least one of url, base64 or file_id; a legacy source_type with data, url, id or text; or a provider's own source or file field.
 *
 * Schema: chatschema.schema.json#/$defs/MediaSource
 */
export type MediaSource = {
  [k: string]: unknown;
};
/**
 * An image content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
 *
 * Schema: chatschema.schema.json#/$defs/ImageContentBlock
 */
export type ImageContentBlock = MediaSource & ImageContentBlock1;
/**
 * Audio content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
 *
 * Schema: chatschema.schema.json#/$defs/AudioContentBlock
 */
export type AudioContentBlock = MediaSource & AudioContentBlock1;
/**
 * A video content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
 *
 * Schema: chatschema.schema.json#/$defs/VideoContentBlock
 */
export type VideoContentBlock = MediaSource & VideoContentBlock1;
/**
 * A file such as a pdf content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field.
 *
 * Schema: chatschema.schema.json#/$defs/FileContentBlock
 */
export type FileContentBlock = MediaSource & FileContentBlock1;
/**
 * Any standard content block, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/ContentBlock
 */
export type ContentBlock =
  | TextContentBlock
  | ReasoningContentBlock
  | RefusalContentBlock
  | ImageContentBlock
  | AudioContentBlock
  | VideoContentBlock
  | FileContentBlock
  | PlainTextContentBlock
  | NonStandardContentBlock
  | ToolCall
  | ToolCallChunk
  | InvalidToolCall
  | ServerToolCall
  | ServerToolCallChunk
  | ServerToolResult;
/**
 * A standard block that carries data: image, audio, video, file or plain text.
 *
 * Schema: chatschema.schema.json#/$defs/DataContentBlock
 */
export type DataContentBlock =
  ImageContentBlock | VideoContentBlock | AudioContentBlock | PlainTextContentBlock | FileContentBlock;
/**
 * Any standard annotation, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/Annotation
 */
export type Annotation = Citation | NonStandardAnnotation;
/**
 * An object in a message's content list. If its type tag names a standard block, it must match that block's schema; objects with any other type, such as a provider's native blocks, are kept unchanged.
 *
 * Schema: chatschema.schema.json#/$defs/ContentPart
 */
export type ContentPart = {
  [k: string]: unknown;
};
/**
 * One item of a message's content list: a plain string or a content part.
 *
 * Schema: chatschema.schema.json#/$defs/ContentItem
 */
export type ContentItem = string | ContentPart;
/**
 * One annotation on a text block. If its type tag names a standard annotation it must match that schema; a provider's own annotations are kept unchanged.
 *
 * Schema: chatschema.schema.json#/$defs/AnnotationItem
 */
export type AnnotationItem = {
  [k: string]: unknown;
};
/**
 * A image block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSImageContentBlock
 */
export type LangChainJSImageContentBlock = LangChainJSMediaSource & LangChainJSImageContentBlock1;
/**
 * A audio block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSAudioContentBlock
 */
export type LangChainJSAudioContentBlock = LangChainJSMediaSource & LangChainJSAudioContentBlock1;
/**
 * A video block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSVideoContentBlock
 */
export type LangChainJSVideoContentBlock = LangChainJSMediaSource & LangChainJSVideoContentBlock1;
/**
 * A file block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSFileContentBlock
 */
export type LangChainJSFileContentBlock = LangChainJSMediaSource & LangChainJSFileContentBlock1;
/**
 * A plain-text document block as langchainjs writes it (text-plain): its text, or its data by url, base64 data under data or fileId, with the media type under mimeType. The keys of the LangChain Python block are accepted too.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSPlainTextContentBlock
 */
export type LangChainJSPlainTextContentBlock = LangChainJSMimeType & LangChainJSPlainTextContentBlock1;
/**
 * The rule that a langchainjs media block must say where its data is: url, data or fileId (or the LangChain Python keys base64 and file_id, a legacy source_type with data, url, id or text, or a provider's own source or file field).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSMediaSource
 */
export type LangChainJSMediaSource = {
  [k: string]: unknown;
};
/**
 * The rule that a langchainjs plain-text block gives its media type, as mimeType or as mime_type.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSMimeType
 */
export type LangChainJSMimeType = {
  [k: string]: unknown;
};
/**
 * The result of a server-side tool call as langchainjs writes it: the id of the call it answers under toolCallId, its status and its output.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSServerToolCallResult
 */
export type LangChainJSServerToolCallResult = LangChainJSToolCallId & LangChainJSServerToolCallResult1;
/**
 * The rule that a langchainjs server tool result names the call it answers, as toolCallId or as tool_call_id.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSToolCallId
 */
export type LangChainJSToolCallId = {
  [k: string]: unknown;
};
/**
 * One annotation on a langchainjs text block: a citation in langchainjs's or LangChain Python's spelling, a non-standard annotation, or a provider's own annotation, kept unchanged.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSAnnotationItem
 */
export type LangChainJSAnnotationItem = {
  [k: string]: unknown;
};
/**
 * An object in a langchainjs message's content list. If its type tag names a standard block it must match that block's schema, in langchainjs's spelling (camelCase keys such as mimeType, fileId and toolCallId) or LangChain Python's; objects with any other type are kept unchanged.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSContentPart
 */
export type LangChainJSContentPart = {
  [k: string]: unknown;
};
/**
 * One item of a langchainjs message's content list: a plain string or a content part.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSContentItem
 */
export type LangChainJSContentItem = string | LangChainJSContentPart;
/**
 * The content of a langchainjs message: a string, or a list of strings and content parts.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSMessageContent
 */
export type LangChainJSMessageContent = string | LangChainJSContentItem[];
/**
 * A message in langchainjs's stored form, StoredMessage in @langchain/core 1.4.0: the type (human, ai, system, function, tool, generic or remove) and the fields under data, as toDict and mapChatMessagesToStoredMessages write them. Chunks are written under the type of their message; v1 messages may carry content_blocks and no content; blocks may use langchainjs's camelCase keys.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredMessage
 */
export type LangChainJSStoredMessage =
  | LangChainJSStoredHumanMessage
  | LangChainJSStoredAIMessage
  | LangChainJSStoredSystemMessage
  | LangChainJSStoredFunctionMessage
  | LangChainJSStoredToolMessage
  | LangChainJSStoredChatMessage
  | LangChainJSStoredRemoveMessage;
/**
 * A message in langchainjs's Serializable JSON form, what JSON.stringify of a message object writes (toJSON in @langchain/core 1.4.0): the class path in id, with three elements, and the fields in kwargs, with no type tag. The class path decides which fields kwargs may hold; any other path is an error.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedMessage
 */
export type LangChainJSSerializedMessage = LangChainJSSerializedMessage1;
export type LangChainJSSerializedMessage1 =
  | LangChainJSSerializedHumanMessage
  | LangChainJSSerializedAIMessage
  | LangChainJSSerializedSystemMessage
  | LangChainJSSerializedToolMessage
  | LangChainJSSerializedFunctionMessage
  | LangChainJSSerializedChatMessage
  | LangChainJSSerializedRemoveMessage
  | LangChainJSSerializedHumanMessageChunk
  | LangChainJSSerializedAIMessageChunk
  | LangChainJSSerializedSystemMessageChunk
  | LangChainJSSerializedToolMessageChunk
  | LangChainJSSerializedFunctionMessageChunk
  | LangChainJSSerializedChatMessageChunk;
/**
 * The content of a message: a string, or a list of strings and content parts.
 *
 * Schema: chatschema.schema.json#/$defs/MessageContent
 */
export type MessageContent = string | ContentItem[];
/**
 * Any message, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AnyMessage
 */
export type AnyMessage =
  | HumanMessage
  | AIMessage
  | SystemMessage
  | ToolMessage
  | FunctionMessage
  | ChatMessage
  | RemoveMessage
  | HumanMessageChunk
  | AIMessageChunk
  | SystemMessageChunk
  | ToolMessageChunk
  | FunctionMessageChunk
  | ChatMessageChunk;
/**
 * The type of the content captured in this part.
 */
export type Type = "blob";
/**
 * The IANA MIME type of the attached data.
 */
export type MimeType = string | null;
/**
 * The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known.
 */
export type Modality = OtelModality | string;
/**
 * Raw bytes of the attached data. This field SHOULD be encoded as a base64 string when serialized to JSON.
 */
export type Content = string;
/**
 * Role of the entity that created the message.
 */
export type Role = OtelRole | string;
/**
 * List of message parts that make up the message content.
 */
export type Parts = OtelPart[];
/**
 * The name of the participant.
 */
export type Name = string | null;
/**
 * The type of the content captured in this part.
 */
export type Type1 = "compaction";
/**
 * Provider-assigned identifier for the compaction item or block.
 */
export type Id = string | null;
/**
 * The unencrypted compacted conversation summary, when available.
 */
export type Content1 = string | null;
/**
 * The type of the content captured in this part.
 */
export type Type2 = "file";
/**
 * The IANA MIME type of the attached data.
 */
export type MimeType1 = string | null;
/**
 * The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known.
 */
export type Modality1 = OtelModality | string;
/**
 * An identifier referencing a file that was pre-uploaded to the provider.
 */
export type FileId = string;
/**
 * Represents the reason for finishing the generation.
 *
 * Schema: chatschema.schema.json#/$defs/OtelFinishReason
 */
export type OtelFinishReason = "stop" | "length" | "content_filter" | "tool_call" | "compaction" | "error";
/**
 * The type of the tool.
 */
export type Type3 = "function";
/**
 * The name of the tool.
 */
export type Name1 = string;
/**
 * The description of the tool. Since this attribute could be large, it's NOT RECOMMENDED to be populated by default. Instrumentations MAY provide a way to enable populating this property.
 */
export type Description = string | null;
/**
 * JSON Schema document describing the parameters accepted by the tool. The value MUST conform to JSON Schema draft-07. Since this attribute could be large, it's NOT RECOMMENDED to be populated by default. Instrumentations MAY provide a way to enable populating this property.
 */
export type Parameters = OtelJSONSchema | null;
/**
 * The type of the content captured in this part.
 */
export type Type4 = string;
/**
 * Type identifier for the server tool call.
 */
export type Type5 = string;
/**
 * Type identifier for the server tool call response.
 */
export type Type6 = string;
/**
 * The type of the tool.
 */
export type Type7 = string;
/**
 * The name of the tool.
 */
export type Name2 = string;
/**
 * Represents the list of input messages sent to the model.
 *
 * Schema: chatschema.schema.json#/$defs/OtelInputMessages
 */
export type OtelInputMessages = OtelChatMessage[];
/**
 * A JSON Schema document (draft-07): an object or a boolean. Upstream refers to the draft-07 metaschema by URL; chatschema checks the type only, offline.
 *
 * Schema: chatschema.schema.json#/$defs/OtelJSONSchema
 */
export type OtelJSONSchema =
  | {
      [k: string]: unknown;
    }
  | boolean;
/**
 * A unique identifier for the memory record.
 */
export type Id1 = string | null;
/**
 * Provider-specific metadata associated with the memory record.
 */
export type Metadata = {
  [k: string]: unknown;
} | null;
/**
 * The relevance score of the memory record when populated on search results.
 */
export type Score = number | null;
/**
 * Represents the list of memory records stored in or retrieved from a memory store.
 *
 * Schema: chatschema.schema.json#/$defs/OtelMemoryRecords
 */
export type OtelMemoryRecords = OtelMemoryRecord[];
/**
 * Modality, as the OpenTelemetry GenAI schemas define it.
 *
 * Schema: chatschema.schema.json#/$defs/OtelModality
 */
export type OtelModality = "image" | "video" | "audio" | "document";
/**
 * Role of the entity that created the message.
 */
export type Role1 = OtelRole | string;
/**
 * List of message parts that make up the message content.
 */
export type Parts1 = OtelPart[];
/**
 * The name of the participant.
 */
export type Name3 = string | null;
/**
 * Reason for finishing the generation. Optional in chatschema (required by the vendored file): left out when unknown.
 */
export type FinishReason = OtelFinishReason | string;
/**
 * Represents the list of output messages generated by the model or agent.
 *
 * Schema: chatschema.schema.json#/$defs/OtelOutputMessages
 */
export type OtelOutputMessages = OtelOutputMessage[];
/**
 * One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericPart.
 *
 * Schema: chatschema.schema.json#/$defs/OtelPart
 */
export type OtelPart = OtelPart1;
export type OtelPart1 =
  | OtelTextPart
  | OtelToolCallRequestPart
  | OtelToolCallResponsePart
  | OtelServerToolCallPart
  | OtelServerToolCallResponsePart
  | OtelBlobPart
  | OtelFilePart
  | OtelUriPart
  | OtelReasoningPart
  | OtelCompactionPart
  | OtelGenericPart;
/**
 * The type of the content captured in this part.
 */
export type Type8 = "reasoning";
/**
 * Reasoning/thinking content received from the model.
 */
export type Content3 = string;
/**
 * A unique identifier for the document.
 */
export type Id2 = string | null;
/**
 * The relevance score of the document.
 */
export type Score1 = number | null;
/**
 * Represents the list of documents retrieved from a vector database or search system.
 *
 * Schema: chatschema.schema.json#/$defs/OtelRetrievalDocuments
 */
export type OtelRetrievalDocuments = OtelRetrievalDocument[];
/**
 * Role, as the OpenTelemetry GenAI schemas define it.
 *
 * Schema: chatschema.schema.json#/$defs/OtelRole
 */
export type OtelRole = "system" | "user" | "assistant" | "tool";
/**
 * The type of the content captured in this part.
 */
export type Type9 = "server_tool_call";
/**
 * Unique identifier for the server tool call.
 */
export type Id3 = string | null;
/**
 * Name of the server tool.
 */
export type Name4 = string;
/**
 * The type of the content captured in this part.
 */
export type Type10 = "server_tool_call_response";
/**
 * Unique server tool call identifier matching the original call.
 */
export type Id4 = string | null;
/**
 * One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericPart.
 *
 * Schema: chatschema.schema.json#/$defs/OtelSystemInstructionPart
 */
export type OtelSystemInstructionPart = OtelSystemInstructionPart1;
export type OtelSystemInstructionPart1 = OtelTextPart | OtelGenericPart;
/**
 * Represents the system instructions provided to the model.
 *
 * Schema: chatschema.schema.json#/$defs/OtelSystemInstructions
 */
export type OtelSystemInstructions = OtelSystemInstructionPart[];
/**
 * The type of the content captured in this part.
 */
export type Type11 = "text";
/**
 * Text content sent to or received from the model.
 */
export type Content4 = string;
/**
 * The type of the content captured in this part.
 */
export type Type12 = "tool_call";
/**
 * Unique identifier for the tool call.
 */
export type Id5 = string | null;
/**
 * Name of the tool.
 */
export type Name5 = string;
/**
 * The type of the content captured in this part.
 */
export type Type13 = "tool_call_response";
/**
 * Unique tool call identifier.
 */
export type Id6 = string | null;
/**
 * One item of the union, told apart by its type tag: a value whose type names a member defined here must match that member; any other type is checked against the open GenericToolDefinition.
 *
 * Schema: chatschema.schema.json#/$defs/OtelToolDefinition
 */
export type OtelToolDefinition = OtelToolDefinition1;
export type OtelToolDefinition1 = OtelFunctionToolDefinition | OtelGenericToolDefinition;
/**
 * Represents the list of tool definitions available to the GenAI agent or model.
 *
 * Schema: chatschema.schema.json#/$defs/OtelToolDefinitions
 */
export type OtelToolDefinitions = OtelToolDefinition[];
/**
 * The type of the content captured in this part.
 */
export type Type14 = "uri";
/**
 * The IANA MIME type of the attached data.
 */
export type MimeType2 = string | null;
/**
 * The general modality of the data if it is known. Instrumentations SHOULD also set the mimeType field if the specific type is known.
 */
export type Modality2 = OtelModality | string;
/**
 * A URI referencing attached data. It should not be a base64 data URL, which should use the `blob` part instead. The URI may use a scheme known to the provider api (e.g. `gs://bucket/object.png`), or be a publicly accessible location.
 */
export type Uri = string;
/**
 * A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedMessage
 */
export type SerializedMessage =
  | SerializedHumanMessage
  | SerializedAIMessage
  | SerializedSystemMessage
  | SerializedToolMessage
  | SerializedFunctionMessage
  | SerializedChatMessage
  | SerializedRemoveMessage
  | SerializedHumanMessageChunk
  | SerializedAIMessageChunk
  | SerializedSystemMessageChunk
  | SerializedToolMessageChunk
  | SerializedFunctionMessageChunk
  | SerializedChatMessageChunk;
/**
 * A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields. The class path decides the type of kwargs: the path LangChain writes, the older paths its loader still reads, and the paths langchainjs writes (whose kwargs are in langchainjs's form) are accepted; any other path is an error.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedMessage
 */
export type LangChainSerializedMessage = LangChainSerializedMessage1;
export type LangChainSerializedMessage1 =
  | LangChainSerializedHumanMessage
  | LangChainSerializedAIMessage
  | LangChainSerializedSystemMessage
  | LangChainSerializedToolMessage
  | LangChainSerializedFunctionMessage
  | LangChainSerializedChatMessage
  | LangChainSerializedRemoveMessage
  | LangChainSerializedHumanMessageChunk
  | LangChainSerializedAIMessageChunk
  | LangChainSerializedSystemMessageChunk
  | LangChainSerializedToolMessageChunk
  | LangChainSerializedFunctionMessageChunk
  | LangChainSerializedChatMessageChunk
  | LangChainJSSerializedHumanMessage
  | LangChainJSSerializedAIMessage
  | LangChainJSSerializedSystemMessage
  | LangChainJSSerializedToolMessage
  | LangChainJSSerializedFunctionMessage
  | LangChainJSSerializedChatMessage
  | LangChainJSSerializedRemoveMessage
  | LangChainJSSerializedHumanMessageChunk
  | LangChainJSSerializedAIMessageChunk
  | LangChainJSSerializedSystemMessageChunk
  | LangChainJSSerializedToolMessageChunk
  | LangChainJSSerializedFunctionMessageChunk
  | LangChainJSSerializedChatMessageChunk;
/**
 * Any chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1), told apart by its type tag: a chunk whose type names a chunk defined here must match it, and any other must be a data chunk (a type that starts with 'data-').
 *
 * Schema: chatschema.schema.json#/$defs/AISDKUIMessageChunk
 */
export type AISDKUIMessageChunk = AISDKUIMessageChunk1 & AISDKUIMessageChunk2;
export type AISDKUIMessageChunk1 =
  | AISDKStartChunk
  | AISDKTextStartChunk
  | AISDKTextDeltaChunk
  | AISDKTextEndChunk
  | AISDKReasoningStartChunk
  | AISDKReasoningDeltaChunk
  | AISDKReasoningEndChunk
  | AISDKErrorChunk
  | AISDKToolInputStartChunk
  | AISDKToolInputDeltaChunk
  | AISDKToolInputAvailableChunk
  | AISDKToolInputErrorChunk
  | AISDKToolApprovalRequestChunk
  | AISDKToolOutputAvailableChunk
  | AISDKToolOutputErrorChunk
  | AISDKToolOutputDeniedChunk
  | AISDKSourceUrlChunk
  | AISDKSourceDocumentChunk
  | AISDKFileChunk
  | AISDKStartStepChunk
  | AISDKFinishStepChunk
  | AISDKFinishChunk
  | AISDKAbortChunk
  | AISDKMessageMetadataChunk
  | AISDKDataChunk;
/**
 * Any event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0), told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIEvent
 */
export type AGUIEvent = AGUIEvent1 & AGUIEvent2;
export type AGUIEvent1 =
  | AGUITextMessageStartEvent
  | AGUITextMessageContentEvent
  | AGUITextMessageEndEvent
  | AGUITextMessageChunkEvent
  | AGUIToolCallStartEvent
  | AGUIToolCallArgsEvent
  | AGUIToolCallEndEvent
  | AGUIToolCallChunkEvent
  | AGUIToolCallResultEvent
  | AGUIStateSnapshotEvent
  | AGUIStateDeltaEvent
  | AGUIMessagesSnapshotEvent
  | AGUIActivitySnapshotEvent
  | AGUIActivityDeltaEvent
  | AGUIRawEvent
  | AGUICustomEvent
  | AGUIRunStartedEvent
  | AGUIRunFinishedEvent
  | AGUIRunErrorEvent
  | AGUIStepStartedEvent
  | AGUIStepFinishedEvent
  | AGUIReasoningStartEvent
  | AGUIReasoningMessageStartEvent
  | AGUIReasoningMessageContentEvent
  | AGUIReasoningMessageEndEvent
  | AGUIReasoningMessageChunkEvent
  | AGUIReasoningEndEvent
  | AGUIReasoningEncryptedValueEvent
  | AGUISubagentStartedEvent
  | AGUISubagentFinishedEvent
  | AGUISubagentErrorEvent;
/**
 * Where the bytes of an AG-UI media part come from, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIPartSource
 */
export type AGUIPartSource = AGUIPartSource1 & AGUIPartSource2;
export type AGUIPartSource1 = AGUIDataSource | AGUIUrlSource | AGUIFileSource;
/**
 * One part of an AG-UI user or tool message body, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIContentPart
 */
export type AGUIContentPart = AGUIContentPart1 & AGUIContentPart2;
export type AGUIContentPart1 = AGUITextPart | AGUIImagePart | AGUIAudioPart | AGUIVideoPart | AGUIDocumentPart;
/**
 * One operation of a JSON Patch (RFC 6902), told apart by its op.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIJsonPatchOperation
 */
export type AGUIJsonPatchOperation = AGUIJsonPatchOperation1 & AGUIJsonPatchOperation2;
export type AGUIJsonPatchOperation1 =
  | AGUIJsonPatchAddOperation
  | AGUIJsonPatchRemoveOperation
  | AGUIJsonPatchReplaceOperation
  | AGUIJsonPatchMoveOperation
  | AGUIJsonPatchCopyOperation
  | AGUIJsonPatchTestOperation;
/**
 * Any message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0), told apart by its role.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIMessage
 */
export type AGUIMessage = AGUIMessage1 & AGUIMessage2;
export type AGUIMessage1 =
  | AGUIDeveloperMessage
  | AGUISystemMessage
  | AGUIAssistantMessage
  | AGUIUserMessage
  | AGUIToolMessage
  | AGUIActivityMessage
  | AGUIReasoningMessage;
/**
 * Why an AG-UI run ended, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunFinishedOutcome
 */
export type AGUIRunFinishedOutcome = AGUIRunFinishedOutcome1 & AGUIRunFinishedOutcome2;
export type AGUIRunFinishedOutcome1 =
  AGUIRunFinishedSuccessOutcome | AGUIRunFinishedInterruptOutcome | AGUIRunFinishedCancelledOutcome;
/**
 * Why a subagent's part of an AG-UI run ended, told apart by its type tag.
 *
 * Schema: chatschema.schema.json#/$defs/AGUISubagentFinishedOutcome
 */
export type AGUISubagentFinishedOutcome = AGUISubagentFinishedOutcome1 & AGUISubagentFinishedOutcome2;
export type AGUISubagentFinishedOutcome1 = AGUISubagentFinishedSuccessOutcome | AGUISubagentFinishedSuspendedOutcome;

/**
 * Provider-specific options or metadata: an object whose keys name providers and whose values are JSON objects.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKProviderOptions
 */
export interface AISDKProviderOptions {
  [k: string]: {
    [k: string]: unknown;
  };
}
/**
 * Provider-specific metadata of a UI message part: an object whose keys name providers and whose values are JSON objects.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKProviderMetadata
 */
export interface AISDKProviderMetadata {
  [k: string]: {
    [k: string]: unknown;
  };
}
/**
 * Text in a model message.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKTextPart
 */
export interface AISDKTextPart {
  /**
   * Type tag of the part; always 'text'. Required where several types may appear.
   */
  type?: "text";
  /**
   * The text.
   */
  text: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * An image in a user message: a URL, a data URL or base64 data.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKImagePart
 */
export interface AISDKImagePart {
  /**
   * Type tag of the part; always 'image'. Required where several types may appear.
   */
  type?: "image";
  /**
   * The image as a URL (http, https or data) or as base64 data.
   */
  image: string;
  /**
   * Media type of the image, such as image/png.
   */
  mediaType?: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A file in a user or assistant message: a URL, a data URL or base64 data.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFilePart
 */
export interface AISDKFilePart {
  /**
   * Type tag of the part; always 'file'. Required where several types may appear.
   */
  type?: "file";
  /**
   * The file as a URL (http, https or data) or as base64 data.
   */
  data: string;
  /**
   * Name of the file.
   */
  filename?: string;
  /**
   * Media type of the file, such as application/pdf.
   */
  mediaType: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * Reasoning text the model wrote before its answer.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKReasoningPart
 */
export interface AISDKReasoningPart {
  /**
   * Type tag of the part; always 'reasoning'. Required where several types may appear.
   */
  type?: "reasoning";
  /**
   * The reasoning text.
   */
  text: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A call of a tool the model made.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolCallPart
 */
export interface AISDKToolCallPart {
  /**
   * Type tag of the part; always 'tool-call'. Required where several types may appear.
   */
  type?: "tool-call";
  /**
   * Identifier of the call; its result names it.
   */
  toolCallId: string;
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Arguments of the call: any JSON value, usually an object.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
}
/**
 * A tool result given as text.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKTextOutput
 */
export interface AISDKTextOutput {
  /**
   * Type tag of the part; always 'text'. Required where several types may appear.
   */
  type?: "text";
  /**
   * The text.
   */
  value: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A tool result given as a JSON value.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKJSONOutput
 */
export interface AISDKJSONOutput {
  /**
   * Type tag of the part; always 'json'. Required where several types may appear.
   */
  type?: "json";
  /**
   * The JSON value.
   */
  value: {
    [k: string]: unknown;
  };
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * The tool was not run because its execution was denied.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKExecutionDeniedOutput
 */
export interface AISDKExecutionDeniedOutput {
  /**
   * Type tag of the part; always 'execution-denied'. Required where several types may appear.
   */
  type?: "execution-denied";
  /**
   * Why the execution was denied.
   */
  reason?: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A tool that failed, its error given as text.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKErrorTextOutput
 */
export interface AISDKErrorTextOutput {
  /**
   * Type tag of the part; always 'error-text'. Required where several types may appear.
   */
  type?: "error-text";
  /**
   * The error text.
   */
  value: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A tool that failed, its error given as a JSON value.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKErrorJSONOutput
 */
export interface AISDKErrorJSONOutput {
  /**
   * Type tag of the part; always 'error-json'. Required where several types may appear.
   */
  type?: "error-json";
  /**
   * The error as a JSON value.
   */
  value: {
    [k: string]: unknown;
  };
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A tool result given as a list of content items (text, media and files).
 *
 * Schema: chatschema.schema.json#/$defs/AISDKContentOutput
 */
export interface AISDKContentOutput {
  /**
   * Type tag of the part; always 'content'. Required where several types may appear.
   */
  type?: "content";
  /**
   * The items of the result, in order.
   */
  value: AISDKToolResultContentItem[];
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * Text in a tool result.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKTextContentItem
 */
export interface AISDKTextContentItem {
  /**
   * Type tag of the part; always 'text'. Required where several types may appear.
   */
  type?: "text";
  /**
   * The text.
   */
  text: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * Media in a tool result, as base64 data (the older form of image-data and file-data).
 *
 * Schema: chatschema.schema.json#/$defs/AISDKMediaContentItem
 */
export interface AISDKMediaContentItem {
  /**
   * Type tag of the part; always 'media'. Required where several types may appear.
   */
  type?: "media";
  /**
   * The data, base64 encoded.
   */
  data: string;
  /**
   * Media type of the data.
   */
  mediaType: string;
}
/**
 * A file in a tool result, as base64 data.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFileDataContentItem
 */
export interface AISDKFileDataContentItem {
  /**
   * Type tag of the part; always 'file-data'. Required where several types may appear.
   */
  type?: "file-data";
  /**
   * The data, base64 encoded.
   */
  data: string;
  /**
   * Media type of the file.
   */
  mediaType: string;
  /**
   * Name of the file.
   */
  filename?: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A file in a tool result, by URL.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFileURLContentItem
 */
export interface AISDKFileURLContentItem {
  /**
   * Type tag of the part; always 'file-url'. Required where several types may appear.
   */
  type?: "file-url";
  /**
   * Location of the file.
   */
  url: string;
  /**
   * Media type of the file.
   */
  mediaType?: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A file in a tool result, by a provider's file id.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFileIdContentItem
 */
export interface AISDKFileIdContentItem {
  /**
   * Type tag of the part; always 'file-id'. Required where several types may appear.
   */
  type?: "file-id";
  /**
   * Identifier of the file in a provider's storage: one string, or one per provider.
   */
  fileId:
    | string
    | {
        [k: string]: string;
      };
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * An image in a tool result, as base64 data.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKImageDataContentItem
 */
export interface AISDKImageDataContentItem {
  /**
   * Type tag of the part; always 'image-data'. Required where several types may appear.
   */
  type?: "image-data";
  /**
   * The data, base64 encoded.
   */
  data: string;
  /**
   * Media type of the image.
   */
  mediaType: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * An image in a tool result, by URL.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKImageURLContentItem
 */
export interface AISDKImageURLContentItem {
  /**
   * Type tag of the part; always 'image-url'. Required where several types may appear.
   */
  type?: "image-url";
  /**
   * Location of the image.
   */
  url: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * An image in a tool result, by a provider's file id.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKImageFileIdContentItem
 */
export interface AISDKImageFileIdContentItem {
  /**
   * Type tag of the part; always 'image-file-id'. Required where several types may appear.
   */
  type?: "image-file-id";
  /**
   * Identifier of the file in a provider's storage: one string, or one per provider.
   */
  fileId:
    | string
    | {
        [k: string]: string;
      };
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * Provider-specific content of a tool result, held in its provider options.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKCustomContentItem
 */
export interface AISDKCustomContentItem {
  /**
   * Type tag of the part; always 'custom'. Required where several types may appear.
   */
  type?: "custom";
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * The result of a tool call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolResultPart
 */
export interface AISDKToolResultPart {
  /**
   * Type tag of the part; always 'tool-result'. Required where several types may appear.
   */
  type?: "tool-result";
  /**
   * Identifier of the call this result answers.
   */
  toolCallId: string;
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * The result.
   */
  output: AISDKToolResultOutput;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A request, in an assistant message, to approve a tool call before it runs.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalRequestPart
 */
export interface AISDKToolApprovalRequestPart {
  /**
   * Type tag of the part; always 'tool-approval-request'. Required where several types may appear.
   */
  type?: "tool-approval-request";
  /**
   * Identifier of the approval.
   */
  approvalId: string;
  /**
   * Identifier of the call to approve.
   */
  toolCallId: string;
  /**
   * Signature of the request, when the application signs it.
   */
  signature?: string;
  /**
   * The input as given to the tool's input schema, when it differs from the call's input.
   */
  inputSchemaInput?: {
    [k: string]: unknown;
  };
}
/**
 * The answer, in a tool message, to a request to approve a tool call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalResponsePart
 */
export interface AISDKToolApprovalResponsePart {
  /**
   * Type tag of the part; always 'tool-approval-response'. Required where several types may appear.
   */
  type?: "tool-approval-response";
  /**
   * Identifier of the approval.
   */
  approvalId: string;
  /**
   * Whether the call was approved.
   */
  approved: boolean;
  /**
   * Why it was approved or denied.
   */
  reason?: string;
}
/**
 * Instructions for the model.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKSystemModelMessage
 */
export interface AISDKSystemModelMessage {
  /**
   * Role of the message; always 'system'. Required where several types may appear.
   */
  role?: "system";
  /**
   * The instructions.
   */
  content: string;
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A message from the user: text, or a list of text, image and file parts.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKUserModelMessage
 */
export interface AISDKUserModelMessage {
  /**
   * Role of the message; always 'user'. Required where several types may appear.
   */
  role?: "user";
  /**
   * Text, or a list of parts.
   */
  content: string | AISDKUserContentPart[];
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * A message the model wrote: text, or a list of text, file, reasoning, tool call, tool result and approval request parts.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKAssistantModelMessage
 */
export interface AISDKAssistantModelMessage {
  /**
   * Role of the message; always 'assistant'. Required where several types may appear.
   */
  role?: "assistant";
  /**
   * Text, or a list of parts.
   */
  content: string | AISDKAssistantContentPart[];
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * Results of tool calls, and answers to approval requests.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolModelMessage
 */
export interface AISDKToolModelMessage {
  /**
   * Role of the message; always 'tool'. Required where several types may appear.
   */
  role?: "tool";
  /**
   * The parts.
   */
  content: AISDKToolContentPart[];
  /**
   * Options for the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerOptions?: AISDKProviderOptions;
}
/**
 * Text in a UI message.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKTextUIPart
 */
export interface AISDKTextUIPart {
  /**
   * Type tag of the part; always 'text'.
   */
  type: "text";
  /**
   * The text.
   */
  text: string;
  /**
   * Whether the text is still streaming or done.
   */
  state?: "streaming" | "done";
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerMetadata?: AISDKProviderMetadata;
}
/**
 * Reasoning text in a UI message.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKReasoningUIPart
 */
export interface AISDKReasoningUIPart {
  /**
   * Type tag of the part; always 'reasoning'.
   */
  type: "reasoning";
  /**
   * Identifier of the reasoning.
   */
  id?: string;
  /**
   * The reasoning text.
   */
  text: string;
  /**
   * Whether the text is still streaming or done.
   */
  state?: "streaming" | "done";
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerMetadata?: AISDKProviderMetadata;
}
/**
 * A source the model cited, by URL.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKSourceURLUIPart
 */
export interface AISDKSourceURLUIPart {
  /**
   * Type tag of the part; always 'source-url'.
   */
  type: "source-url";
  /**
   * Identifier of the source.
   */
  sourceId: string;
  /**
   * Location of the source.
   */
  url: string;
  /**
   * Title of the source.
   */
  title?: string;
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerMetadata?: AISDKProviderMetadata;
}
/**
 * A document the model cited.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKSourceDocumentUIPart
 */
export interface AISDKSourceDocumentUIPart {
  /**
   * Type tag of the part; always 'source-document'.
   */
  type: "source-document";
  /**
   * Identifier of the source.
   */
  sourceId: string;
  /**
   * Media type of the document.
   */
  mediaType: string;
  /**
   * Title of the document.
   */
  title: string;
  /**
   * Name of the file.
   */
  filename?: string;
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerMetadata?: AISDKProviderMetadata;
}
/**
 * A file in a UI message, by URL (a data URL for inline data).
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFileUIPart
 */
export interface AISDKFileUIPart {
  /**
   * Type tag of the part; always 'file'.
   */
  type: "file";
  /**
   * Media type of the file.
   */
  mediaType: string;
  /**
   * Name of the file.
   */
  filename?: string;
  /**
   * Location of the file: a URL, or a data URL holding the data.
   */
  url: string;
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  providerMetadata?: AISDKProviderMetadata;
}
/**
 * The start of a step of a multi-step answer.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKStepStartUIPart
 */
export interface AISDKStepStartUIPart {
  /**
   * Type tag of the part; always 'step-start'.
   */
  type: "step-start";
}
/**
 * Application data in a UI message; its type is data- and the name of the data.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDataUIPart
 */
export interface AISDKDataUIPart {
  /**
   * Type tag of the part: data- followed by the name of the data.
   */
  type: string;
  /**
   * Identifier of the data part.
   */
  id?: string;
  /**
   * The data: any JSON value.
   */
  data: {
    [k: string]: unknown;
  };
}
/**
 * A request to approve a tool call, not answered yet.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalRequested
 */
export interface AISDKToolApprovalRequested {
  /**
   * Identifier of the approval.
   */
  id: string;
  /**
   * What the application shows about the call to approve: any JSON value.
   */
  descriptor?: {
    [k: string]: unknown;
  };
  /**
   * Signature of the request, when the application signs it.
   */
  signature?: string;
  /**
   * The input as given to the tool's input schema, when it differs from the call's input.
   */
  inputSchemaInput?: {
    [k: string]: unknown;
  };
}
/**
 * A request to approve a tool call, and its answer.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalResponded
 */
export interface AISDKToolApprovalResponded {
  /**
   * Identifier of the approval.
   */
  id: string;
  /**
   * What the application shows about the call to approve: any JSON value.
   */
  descriptor?: {
    [k: string]: unknown;
  };
  /**
   * Signature of the request, when the application signs it.
   */
  signature?: string;
  /**
   * The input as given to the tool's input schema, when it differs from the call's input.
   */
  inputSchemaInput?: {
    [k: string]: unknown;
  };
  /**
   * Whether the call was approved.
   */
  approved: boolean;
  /**
   * Why it was approved or denied.
   */
  reason?: string;
}
/**
 * An approved request to approve a tool call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalGranted
 */
export interface AISDKToolApprovalGranted {
  /**
   * Identifier of the approval.
   */
  id: string;
  /**
   * What the application shows about the call to approve: any JSON value.
   */
  descriptor?: {
    [k: string]: unknown;
  };
  /**
   * Signature of the request, when the application signs it.
   */
  signature?: string;
  /**
   * The input as given to the tool's input schema, when it differs from the call's input.
   */
  inputSchemaInput?: {
    [k: string]: unknown;
  };
  /**
   * Always true: the call was approved.
   */
  approved: true;
  /**
   * Why it was approved.
   */
  reason?: string;
}
/**
 * A denied request to approve a tool call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalDenied
 */
export interface AISDKToolApprovalDenied {
  /**
   * Identifier of the approval.
   */
  id: string;
  /**
   * What the application shows about the call to approve: any JSON value.
   */
  descriptor?: {
    [k: string]: unknown;
  };
  /**
   * Signature of the request, when the application signs it.
   */
  signature?: string;
  /**
   * The input as given to the tool's input schema, when it differs from the call's input.
   */
  inputSchemaInput?: {
    [k: string]: unknown;
  };
  /**
   * Always false: the call was denied.
   */
  approved: false;
  /**
   * Why it was denied.
   */
  reason?: string;
}
/**
 * A call of a tool the application declared (tool- and the name of the tool): the call's input is still streaming.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolInputStreamingUIPart
 */
export interface AISDKToolInputStreamingUIPart {
  /**
   * Type tag of the part: tool- followed by the name of the tool.
   */
  type: string;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'input-streaming'. Required where several types may appear.
   */
  state?: "input-streaming";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input received so far: any JSON value.
   */
  input?: {
    [k: string]: unknown;
  };
  /**
   * The raw input text received so far.
   */
  rawInput?: string;
  /**
   * How the raw input is encoded.
   */
  inputEncoding?: "json" | "text";
}
/**
 * A call of a tool the application declared (tool- and the name of the tool): the call's input is complete; the tool has not answered.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolInputAvailableUIPart
 */
export interface AISDKToolInputAvailableUIPart {
  /**
   * Type tag of the part: tool- followed by the name of the tool.
   */
  type: string;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'input-available'. Required where several types may appear.
   */
  state?: "input-available";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
}
/**
 * A call of a tool the application declared (tool- and the name of the tool): the call waits for the user's approval.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalRequestedUIPart
 */
export interface AISDKToolApprovalRequestedUIPart {
  /**
   * Type tag of the part: tool- followed by the name of the tool.
   */
  type: string;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'approval-requested'. Required where several types may appear.
   */
  state?: "approval-requested";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The request.
   */
  approval: AISDKToolApprovalRequested;
}
/**
 * A call of a tool the application declared (tool- and the name of the tool): the user answered the request to approve the call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalRespondedUIPart
 */
export interface AISDKToolApprovalRespondedUIPart {
  /**
   * Type tag of the part: tool- followed by the name of the tool.
   */
  type: string;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'approval-responded'. Required where several types may appear.
   */
  state?: "approval-responded";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The request and its answer.
   */
  approval: AISDKToolApprovalResponded;
}
/**
 * A call of a tool the application declared (tool- and the name of the tool): the tool answered.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolOutputAvailableUIPart
 */
export interface AISDKToolOutputAvailableUIPart {
  /**
   * Type tag of the part: tool- followed by the name of the tool.
   */
  type: string;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'output-available'. Required where several types may appear.
   */
  state?: "output-available";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The output of the tool: any JSON value.
   */
  output: {
    [k: string]: unknown;
  };
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  resultProviderMetadata?: AISDKProviderMetadata;
  /**
   * Whether the output is preliminary (more will follow).
   */
  preliminary?: boolean;
  /**
   * The approved request, when the call needed approval.
   */
  approval?: AISDKToolApprovalGranted;
}
/**
 * A call of a tool the application declared (tool- and the name of the tool): the tool failed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolOutputErrorUIPart
 */
export interface AISDKToolOutputErrorUIPart {
  /**
   * Type tag of the part: tool- followed by the name of the tool.
   */
  type: string;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'output-error'. Required where several types may appear.
   */
  state?: "output-error";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call, when known: any JSON value.
   */
  input?: {
    [k: string]: unknown;
  };
  /**
   * The raw input, when the input could not be read: any JSON value.
   */
  rawInput?: {
    [k: string]: unknown;
  };
  /**
   * The error.
   */
  errorText: string;
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  resultProviderMetadata?: AISDKProviderMetadata;
  /**
   * The approved request, when the call needed approval.
   */
  approval?: AISDKToolApprovalGranted;
}
/**
 * A call of a tool the application declared (tool- and the name of the tool): the user denied the call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolOutputDeniedUIPart
 */
export interface AISDKToolOutputDeniedUIPart {
  /**
   * Type tag of the part: tool- followed by the name of the tool.
   */
  type: string;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'output-denied'. Required where several types may appear.
   */
  state?: "output-denied";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The denied request.
   */
  approval: AISDKToolApprovalDenied;
}
/**
 * A call of a tool the application did not declare statically (dynamic-tool): the call's input is still streaming.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolInputStreamingUIPart
 */
export interface AISDKDynamicToolInputStreamingUIPart {
  /**
   * Type tag of the part; always 'dynamic-tool'.
   */
  type: "dynamic-tool";
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Always false when given.
   */
  dynamic?: false;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'input-streaming'. Required where several types may appear.
   */
  state?: "input-streaming";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input received so far: any JSON value.
   */
  input?: {
    [k: string]: unknown;
  };
  /**
   * The raw input text received so far.
   */
  rawInput?: string;
  /**
   * How the raw input is encoded.
   */
  inputEncoding?: "json" | "text";
}
/**
 * A call of a tool the application did not declare statically (dynamic-tool): the call's input is complete; the tool has not answered.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolInputAvailableUIPart
 */
export interface AISDKDynamicToolInputAvailableUIPart {
  /**
   * Type tag of the part; always 'dynamic-tool'.
   */
  type: "dynamic-tool";
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Always false when given.
   */
  dynamic?: false;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'input-available'. Required where several types may appear.
   */
  state?: "input-available";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
}
/**
 * A call of a tool the application did not declare statically (dynamic-tool): the call waits for the user's approval.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolApprovalRequestedUIPart
 */
export interface AISDKDynamicToolApprovalRequestedUIPart {
  /**
   * Type tag of the part; always 'dynamic-tool'.
   */
  type: "dynamic-tool";
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Always false when given.
   */
  dynamic?: false;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'approval-requested'. Required where several types may appear.
   */
  state?: "approval-requested";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The request.
   */
  approval: AISDKToolApprovalRequested;
}
/**
 * A call of a tool the application did not declare statically (dynamic-tool): the user answered the request to approve the call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolApprovalRespondedUIPart
 */
export interface AISDKDynamicToolApprovalRespondedUIPart {
  /**
   * Type tag of the part; always 'dynamic-tool'.
   */
  type: "dynamic-tool";
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Always false when given.
   */
  dynamic?: false;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'approval-responded'. Required where several types may appear.
   */
  state?: "approval-responded";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The request and its answer.
   */
  approval: AISDKToolApprovalResponded;
}
/**
 * A call of a tool the application did not declare statically (dynamic-tool): the tool answered.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolOutputAvailableUIPart
 */
export interface AISDKDynamicToolOutputAvailableUIPart {
  /**
   * Type tag of the part; always 'dynamic-tool'.
   */
  type: "dynamic-tool";
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Always false when given.
   */
  dynamic?: false;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'output-available'. Required where several types may appear.
   */
  state?: "output-available";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The output of the tool: any JSON value.
   */
  output: {
    [k: string]: unknown;
  };
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  resultProviderMetadata?: AISDKProviderMetadata;
  /**
   * Whether the output is preliminary (more will follow).
   */
  preliminary?: boolean;
  /**
   * The approved request, when the call needed approval.
   */
  approval?: AISDKToolApprovalGranted;
}
/**
 * A call of a tool the application did not declare statically (dynamic-tool): the tool failed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolOutputErrorUIPart
 */
export interface AISDKDynamicToolOutputErrorUIPart {
  /**
   * Type tag of the part; always 'dynamic-tool'.
   */
  type: "dynamic-tool";
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Always false when given.
   */
  dynamic?: false;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'output-error'. Required where several types may appear.
   */
  state?: "output-error";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call, when known: any JSON value.
   */
  input?: {
    [k: string]: unknown;
  };
  /**
   * The raw input, when the input could not be read: any JSON value.
   */
  rawInput?: {
    [k: string]: unknown;
  };
  /**
   * The error.
   */
  errorText: string;
  /**
   * Metadata from the provider, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  resultProviderMetadata?: AISDKProviderMetadata;
  /**
   * The approved request, when the call needed approval.
   */
  approval?: AISDKToolApprovalGranted;
}
/**
 * A call of a tool the application did not declare statically (dynamic-tool): the user denied the call.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDynamicToolOutputDeniedUIPart
 */
export interface AISDKDynamicToolOutputDeniedUIPart {
  /**
   * Type tag of the part; always 'dynamic-tool'.
   */
  type: "dynamic-tool";
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * Always false when given.
   */
  dynamic?: false;
  /**
   * Identifier of the call.
   */
  toolCallId: string;
  /**
   * State of the call; always 'output-denied'. Required where several types may appear.
   */
  state?: "output-denied";
  /**
   * Metadata of the tool, as the application defined it.
   */
  toolMetadata?: JSONObject;
  /**
   * Display title of the tool, as the application defined it.
   */
  title?: string;
  /**
   * Whether the provider ran the tool itself (a server tool).
   */
  providerExecuted?: boolean;
  /**
   * Metadata from the provider about the call, keyed by provider name; chatschema keeps its own data under the key 'chatschema'.
   */
  callProviderMetadata?: AISDKProviderMetadata;
  /**
   * The input of the call: any JSON value.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * The denied request.
   */
  approval: AISDKToolApprovalDenied;
}
/**
 * Instructions, as a UI message holds them.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKSystemUIMessage
 */
export interface AISDKSystemUIMessage {
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'system'. Required where several types may appear.
   */
  role?: "system";
  /**
   * Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key 'chatschema'.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The parts of the message, in order. At least one.
   *
   * @minItems 1
   */
  parts: [AISDKUIMessagePart, ...AISDKUIMessagePart[]];
}
/**
 * A message from the user, as a UI message.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKUserUIMessage
 */
export interface AISDKUserUIMessage {
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'user'. Required where several types may appear.
   */
  role?: "user";
  /**
   * Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key 'chatschema'.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The parts of the message, in order. At least one.
   *
   * @minItems 1
   */
  parts: [AISDKUIMessagePart, ...AISDKUIMessagePart[]];
}
/**
 * A message the model wrote, as a UI message: its text, reasoning, files, sources and tool calls with their results.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKAssistantUIMessage
 */
export interface AISDKAssistantUIMessage {
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'assistant'. Required where several types may appear.
   */
  role?: "assistant";
  /**
   * Metadata of the message: any JSON value; chatschema keeps its own data in an object under the key 'chatschema'.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The parts of the message, in order.
   */
  parts: AISDKUIMessagePart[];
}
/**
 * A JSON object with string keys and values of any JSON type.
 *
 * Schema: chatschema.schema.json#/$defs/JSONObject
 */
export interface JSONObject {
  [k: string]: unknown;
}
/**
 * Provider-specific data attached to a block that has no standard field.
 *
 * Schema: chatschema.schema.json#/$defs/Extras
 */
export interface Extras {
  [k: string]: unknown;
}
/**
 * Text produced by or given to a model. Provider fields such as citations are kept.
 *
 * Schema: chatschema.schema.json#/$defs/TextContentBlock
 */
export interface TextContentBlock {
  /**
   * Type tag of the block; always 'text' for text blocks.
   */
  type: "text";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * The text.
   */
  text: string;
  /**
   * Citations and other notes attached to spans of the text.
   */
  annotations?: AnnotationItem[];
  [k: string]: unknown;
}
/**
 * Reasoning the model did before answering. Provider fields such as summary are kept.
 *
 * Schema: chatschema.schema.json#/$defs/ReasoningContentBlock
 */
export interface ReasoningContentBlock {
  /**
   * Type tag of the block; always 'reasoning' for reasoning blocks.
   */
  type: "reasoning";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * The reasoning text.
   */
  reasoning?: string;
  [k: string]: unknown;
}
/**
 * An explicit refusal reported by the model provider, such as OpenAI refusal content or an Anthropic refusal stop reason. Refusals the model writes as ordinary text are not detected.
 *
 * Schema: chatschema.schema.json#/$defs/RefusalContentBlock
 */
export interface RefusalContentBlock {
  /**
   * Type tag of the block; always 'refusal' for refusal blocks.
   */
  type: "refusal";
  /**
   * The provider's explanation of the refusal, readable by people; an empty string when the provider gave none.
   */
  refusal: string;
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field, such as the category of the refusal.
   */
  extras?: Extras;
  [k: string]: unknown;
}
export interface ImageContentBlock1 {
  /**
   * Type tag of the block; always 'image' for an image.
   */
  type: "image";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  /**
   * Legacy (v0) field holding base64 data when source_type is base64.
   */
  data?: string;
  [k: string]: unknown;
}
export interface AudioContentBlock1 {
  /**
   * Type tag of the block; always 'audio' for audio.
   */
  type: "audio";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  /**
   * Legacy (v0) field holding base64 data when source_type is base64.
   */
  data?: string;
  [k: string]: unknown;
}
export interface VideoContentBlock1 {
  /**
   * Type tag of the block; always 'video' for a video.
   */
  type: "video";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  /**
   * Legacy (v0) field holding base64 data when source_type is base64.
   */
  data?: string;
  [k: string]: unknown;
}
export interface FileContentBlock1 {
  /**
   * Type tag of the block; always 'file' for a file such as a PDF.
   */
  type: "file";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  /**
   * Legacy (v0) field holding base64 data when source_type is base64.
   */
  data?: string;
  [k: string]: unknown;
}
/**
 * A plain-text document, such as an attachment, given inline or by reference.
 *
 * Schema: chatschema.schema.json#/$defs/PlainTextContentBlock
 */
export interface PlainTextContentBlock {
  /**
   * Type tag of the block; always 'text-plain' for plain-text documents.
   */
  type: "text-plain";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Media type; always text/plain.
   */
  mime_type: "text/plain";
  /**
   * The text of the document.
   */
  text?: string;
  /**
   * Location of the document as a URL.
   */
  url?: string;
  /**
   * The document encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the document in a provider's file storage.
   */
  file_id?: string;
  /**
   * Title of the document.
   */
  title?: string;
  /**
   * Extra context about the document for the model.
   */
  context?: string;
  [k: string]: unknown;
}
/**
 * A provider-specific block that has no standard equivalent, kept whole in value.
 *
 * Schema: chatschema.schema.json#/$defs/NonStandardContentBlock
 */
export interface NonStandardContentBlock {
  /**
   * Type tag; always 'non_standard'.
   */
  type: "non_standard";
  /**
   * Identifier of the block.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * The provider's block, unchanged.
   */
  value: Extras;
  [k: string]: unknown;
}
/**
 * A call to a tool that the provider runs itself, such as web search. Streamed calls may lack an id and name until their chunks are joined.
 *
 * Schema: chatschema.schema.json#/$defs/ServerToolCall
 */
export interface ServerToolCall {
  /**
   * Type tag of the block; always 'server_tool_call' for server-side tool calls.
   */
  type: "server_tool_call";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Name of the tool.
   */
  name?: string;
  /**
   * Arguments of the call.
   */
  args: Extras;
  [k: string]: unknown;
}
/**
 * A fragment of a server-side tool call received while streaming.
 *
 * Schema: chatschema.schema.json#/$defs/ServerToolCallChunk
 */
export interface ServerToolCallChunk {
  /**
   * Type tag of the block; always 'server_tool_call_chunk' for fragments of server-side tool calls.
   */
  type: "server_tool_call_chunk";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Name of the tool, or a fragment of it.
   */
  name?: string;
  /**
   * A fragment of the JSON text of the arguments.
   */
  args?: string;
  [k: string]: unknown;
}
/**
 * The result of a server-side tool call.
 *
 * Schema: chatschema.schema.json#/$defs/ServerToolResult
 */
export interface ServerToolResult {
  /**
   * Type tag of the block; always 'server_tool_result' for server-side tool results.
   */
  type: "server_tool_result";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Identifier of the call this result answers.
   */
  tool_call_id: string;
  /**
   * Whether the call succeeded.
   */
  status: "success" | "error";
  /**
   * The output of the tool, of any JSON type.
   */
  output?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * An annotation that cites a source for a span of text.
 *
 * Schema: chatschema.schema.json#/$defs/Citation
 */
export interface Citation {
  /**
   * Type tag; always 'citation'.
   */
  type: "citation";
  /**
   * Identifier of the annotation.
   */
  id?: string;
  /**
   * URL of the cited source.
   */
  url?: string;
  /**
   * Title of the cited source.
   */
  title?: string;
  /**
   * Start of the cited span in the text, in characters.
   */
  start_index?: number;
  /**
   * End of the cited span in the text, in characters.
   */
  end_index?: number;
  /**
   * The text that was cited.
   */
  cited_text?: string;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  [k: string]: unknown;
}
/**
 * A provider-specific annotation with no standard equivalent, kept whole in value.
 *
 * Schema: chatschema.schema.json#/$defs/NonStandardAnnotation
 */
export interface NonStandardAnnotation {
  /**
   * Type tag; always 'non_standard_annotation'.
   */
  type: "non_standard_annotation";
  /**
   * Identifier of the annotation.
   */
  id?: string;
  /**
   * The provider's annotation, unchanged.
   */
  value: Extras;
  [k: string]: unknown;
}
export interface LangChainJSImageContentBlock1 {
  /**
   * Type tag of the block; always 'image'.
   */
  type: "image";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64 (langchainjs's name for base64 data).
   */
  data?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  fileId?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mimeType?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  [k: string]: unknown;
}
export interface LangChainJSAudioContentBlock1 {
  /**
   * Type tag of the block; always 'audio'.
   */
  type: "audio";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64 (langchainjs's name for base64 data).
   */
  data?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  fileId?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mimeType?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  [k: string]: unknown;
}
export interface LangChainJSVideoContentBlock1 {
  /**
   * Type tag of the block; always 'video'.
   */
  type: "video";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64 (langchainjs's name for base64 data).
   */
  data?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  fileId?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mimeType?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  [k: string]: unknown;
}
export interface LangChainJSFileContentBlock1 {
  /**
   * Type tag of the block; always 'file'.
   */
  type: "file";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Location of the data as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64 (langchainjs's name for base64 data).
   */
  data?: string;
  /**
   * The data itself, encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  fileId?: string;
  /**
   * Identifier of the data in a provider's file storage.
   */
  file_id?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mimeType?: string;
  /**
   * Media type of the data, such as image/png.
   */
  mime_type?: string;
  /**
   * Legacy (v0) field naming where the data is: url, base64, id or text.
   */
  source_type?: "url" | "base64" | "id" | "text";
  [k: string]: unknown;
}
export interface LangChainJSPlainTextContentBlock1 {
  /**
   * Type tag of the block; always 'text-plain'.
   */
  type: "text-plain";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Media type; always text/plain.
   */
  mimeType?: "text/plain";
  /**
   * Media type; always text/plain.
   */
  mime_type?: "text/plain";
  /**
   * The text of the document.
   */
  text?: string;
  /**
   * Location of the document as a URL.
   */
  url?: string;
  /**
   * The data itself, encoded as base64 (langchainjs's name for base64 data).
   */
  data?: string;
  /**
   * The document encoded as base64.
   */
  base64?: string;
  /**
   * Identifier of the document in a provider's file storage.
   */
  fileId?: string;
  /**
   * Identifier of the document in a provider's file storage.
   */
  file_id?: string;
  /**
   * Title of the document.
   */
  title?: string;
  /**
   * Extra context about the document for the model.
   */
  context?: string;
  [k: string]: unknown;
}
export interface LangChainJSServerToolCallResult1 {
  /**
   * Type tag of the block; always 'server_tool_call_result', langchainjs's tag for the result of a server-side tool call (server_tool_result in LangChain Python).
   */
  type: "server_tool_call_result";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * Identifier of the call this result answers.
   */
  toolCallId?: string;
  /**
   * Identifier of the call this result answers.
   */
  tool_call_id?: string;
  /**
   * Whether the call succeeded.
   */
  status: "success" | "error";
  /**
   * The output of the tool, of any JSON type.
   */
  output?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * A citation as langchainjs writes it: startIndex, endIndex and citedText (the LangChain Python keys are accepted too).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSCitation
 */
export interface LangChainJSCitation {
  /**
   * Type tag; always 'citation'.
   */
  type: "citation";
  /**
   * Identifier of the annotation.
   */
  id?: string;
  /**
   * URL of the cited source.
   */
  url?: string;
  /**
   * Title of the cited source.
   */
  title?: string;
  /**
   * Start of the cited span in the text, in characters.
   */
  start_index?: number;
  /**
   * Start of the cited span in the text, in characters.
   */
  startIndex?: number;
  /**
   * End of the cited span in the text, in characters.
   */
  end_index?: number;
  /**
   * End of the cited span in the text, in characters.
   */
  endIndex?: number;
  /**
   * The text that was cited.
   */
  cited_text?: string;
  /**
   * The text that was cited.
   */
  citedText?: string;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  [k: string]: unknown;
}
/**
 * Text as langchainjs writes it; its citations may use langchainjs's keys.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSTextContentBlock
 */
export interface LangChainJSTextContentBlock {
  /**
   * Type tag of the block; always 'text' for text blocks.
   */
  type: "text";
  /**
   * Identifier of the block, chosen by the provider or generated by the library.
   */
  id?: string;
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: Extras;
  /**
   * The text.
   */
  text: string;
  /**
   * Citations and other notes attached to spans of the text.
   */
  annotations?: LangChainJSAnnotationItem[];
  [k: string]: unknown;
}
/**
 * The fields of a langchainjs human or system message (what its toDict writes under data). Fields langchainjs does not know are kept.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSMessageData
 */
export interface LangChainJSMessageData {
  /**
   * The content of the message. Absent when the message was built from content_blocks alone.
   */
  content?: LangChainJSMessageContent;
  /**
   * The standard (v1) blocks the message was built from, written instead of content when no content was given.
   */
  content_blocks?: LangChainJSContentItem[];
  /**
   * Extra payload data from the provider.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as the model name and output_version.
   */
  response_metadata?: JSONObject;
  /**
   * Optional name of the sender.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message.
   */
  id?: string | null;
  /**
   * A field of LangChain Python's human and AI messages (a legacy flag marking a message as part of a few-shot example), typed as there. langchainjs does not write it; a class that lacks it (a system message) keeps it as a field it does not know, of this type.
   */
  example?: boolean;
  [k: string]: unknown;
}
/**
 * The fields of a langchainjs AI message or AI message chunk (what toDict writes under data, for both under the type ai).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSAIMessageData
 */
export interface LangChainJSAIMessageData {
  /**
   * The content of the message. Absent when the message was built from content_blocks alone.
   */
  content?: LangChainJSMessageContent;
  /**
   * The standard (v1) blocks the message was built from, written instead of content when no content was given.
   */
  content_blocks?: LangChainJSContentItem[];
  /**
   * Extra payload data from the provider, such as tool calls in the OpenAI chat format.
   */
  additional_kwargs?: AIMessageAdditionalKwargs;
  /**
   * Metadata about the response, such as the model name and output_version.
   */
  response_metadata?: JSONObject;
  /**
   * Optional name of the sender.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message.
   */
  id?: string | null;
  /**
   * Tool calls the model made; langchainjs writes them without their type tag.
   */
  tool_calls?: ToolCall[];
  /**
   * Tool calls that could not be parsed.
   */
  invalid_tool_calls?: InvalidToolCall[];
  /**
   * Token counts of the call.
   */
  usage_metadata?: UsageMetadata;
  /**
   * Partial tool calls; langchainjs writes them only for an AIMessageChunk, under the type ai.
   */
  tool_call_chunks?: ToolCallChunk[];
  /**
   * A field of LangChain Python's human and AI messages (a legacy flag marking a message as part of a few-shot example), typed as there. langchainjs does not write it; both AI classes have it.
   */
  example?: boolean;
  /**
   * A field of LangChain Python's AI message chunk ('last' on the final chunk of a stream), typed as there. langchainjs does not write it; an AI message keeps it as a field it does not know, of this type.
   */
  chunk_position?: "last" | null;
  [k: string]: unknown;
}
/**
 * The fields of a langchainjs tool message.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSToolMessageData
 */
export interface LangChainJSToolMessageData {
  /**
   * The content of the message. Absent when the message was built from content_blocks alone.
   */
  content?: LangChainJSMessageContent;
  /**
   * The standard (v1) blocks the message was built from, written instead of content when no content was given.
   */
  content_blocks?: LangChainJSContentItem[];
  /**
   * Extra payload data from the provider.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as the model name and output_version.
   */
  response_metadata?: JSONObject;
  /**
   * Optional name of the sender.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message.
   */
  id?: string | null;
  /**
   * Identifier of the tool call this message answers.
   */
  tool_call_id: string;
  /**
   * Output of the tool that is not sent to the model, of any JSON type.
   */
  artifact?: {
    [k: string]: unknown;
  };
  /**
   * Whether the tool call succeeded.
   */
  status?: "success" | "error";
  [k: string]: unknown;
}
/**
 * The fields of a langchainjs function message.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSFunctionMessageData
 */
export interface LangChainJSFunctionMessageData {
  /**
   * The content of the message. Absent when the message was built from content_blocks alone.
   */
  content?: LangChainJSMessageContent;
  /**
   * The standard (v1) blocks the message was built from, written instead of content when no content was given.
   */
  content_blocks?: LangChainJSContentItem[];
  /**
   * Extra payload data from the provider.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as the model name and output_version.
   */
  response_metadata?: JSONObject;
  /**
   * Name of the function that was called.
   */
  name: string;
  /**
   * Optional unique identifier of the message.
   */
  id?: string | null;
  [k: string]: unknown;
}
/**
 * The fields of a langchainjs remove message: the id of the message to remove.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSRemoveMessageData
 */
export interface LangChainJSRemoveMessageData {
  /**
   * Always empty: a remove message has no content.
   *
   * @maxItems 0
   */
  content?: [];
  /**
   * Extra payload data from the provider.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as the model name and output_version.
   */
  response_metadata?: JSONObject;
  /**
   * Optional name of the sender.
   */
  name?: string | null;
  /**
   * Identifier of the message to remove.
   */
  id: string;
  [k: string]: unknown;
}
/**
 * The fields of a langchainjs chat message with any role (its type is generic).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSChatMessageData
 */
export interface LangChainJSChatMessageData {
  /**
   * The content of the message. Absent when the message was built from content_blocks alone.
   */
  content?: LangChainJSMessageContent;
  /**
   * The standard (v1) blocks the message was built from, written instead of content when no content was given.
   */
  content_blocks?: LangChainJSContentItem[];
  /**
   * Extra payload data from the provider.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as the model name and output_version.
   */
  response_metadata?: JSONObject;
  /**
   * Optional name of the sender.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message.
   */
  id?: string | null;
  /**
   * The speaker's role, any string.
   */
  role: string;
  [k: string]: unknown;
}
/**
 * The stored form langchainjs writes for a human message (or a HumanMessageChunk).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredHumanMessage
 */
export interface LangChainJSStoredHumanMessage {
  /**
   * Type tag of the stored message; always 'human'.
   */
  type: "human";
  /**
   * The fields of the message.
   */
  data: LangChainJSMessageData;
}
/**
 * The stored form langchainjs writes for an AI message, or an AI message chunk with its tool_call_chunks.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredAIMessage
 */
export interface LangChainJSStoredAIMessage {
  /**
   * Type tag of the stored message; always 'ai'.
   */
  type: "ai";
  /**
   * The fields of the message.
   */
  data: LangChainJSAIMessageData;
}
/**
 * The stored form langchainjs writes for a system message (or a SystemMessageChunk).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredSystemMessage
 */
export interface LangChainJSStoredSystemMessage {
  /**
   * Type tag of the stored message; always 'system'.
   */
  type: "system";
  /**
   * The fields of the message.
   */
  data: LangChainJSMessageData;
}
/**
 * The stored form langchainjs writes for a function message (or a FunctionMessageChunk).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredFunctionMessage
 */
export interface LangChainJSStoredFunctionMessage {
  /**
   * Type tag of the stored message; always 'function'.
   */
  type: "function";
  /**
   * The fields of the message.
   */
  data: LangChainJSFunctionMessageData;
}
/**
 * The stored form langchainjs writes for a tool message (or a ToolMessageChunk).
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredToolMessage
 */
export interface LangChainJSStoredToolMessage {
  /**
   * Type tag of the stored message; always 'tool'.
   */
  type: "tool";
  /**
   * The fields of the message.
   */
  data: LangChainJSToolMessageData;
}
/**
 * The stored form langchainjs writes for a chat message with any role (or a ChatMessageChunk), whose type langchainjs calls generic.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredChatMessage
 */
export interface LangChainJSStoredChatMessage {
  /**
   * Type tag of the stored message; always 'generic'.
   */
  type: "generic";
  /**
   * The fields of the message.
   */
  data: LangChainJSChatMessageData;
}
/**
 * The stored form langchainjs writes for a remove message, which mapStoredMessagesToChatMessages does not read.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSStoredRemoveMessage
 */
export interface LangChainJSStoredRemoveMessage {
  /**
   * Type tag of the stored message; always 'remove'.
   */
  type: "remove";
  /**
   * The fields of the message.
   */
  data: LangChainJSRemoveMessageData;
}
/**
 * A HumanMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'HumanMessage'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedHumanMessage
 */
export interface LangChainJSSerializedHumanMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of HumanMessage as langchainjs writes it: 'langchain_core', 'messages', 'HumanMessage'.
   */
  id: ["langchain_core", "messages", "HumanMessage"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSMessageData;
}
/**
 * An AIMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'AIMessage'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedAIMessage
 */
export interface LangChainJSSerializedAIMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of AIMessage as langchainjs writes it: 'langchain_core', 'messages', 'AIMessage'.
   */
  id: ["langchain_core", "messages", "AIMessage"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSAIMessageData;
}
/**
 * A SystemMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'SystemMessage'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedSystemMessage
 */
export interface LangChainJSSerializedSystemMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of SystemMessage as langchainjs writes it: 'langchain_core', 'messages', 'SystemMessage'.
   */
  id: ["langchain_core", "messages", "SystemMessage"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSMessageData;
}
/**
 * A ToolMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ToolMessage'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedToolMessage
 */
export interface LangChainJSSerializedToolMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of ToolMessage as langchainjs writes it: 'langchain_core', 'messages', 'ToolMessage'.
   */
  id: ["langchain_core", "messages", "ToolMessage"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSToolMessageData;
}
/**
 * A FunctionMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'FunctionMessage'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedFunctionMessage
 */
export interface LangChainJSSerializedFunctionMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of FunctionMessage as langchainjs writes it: 'langchain_core', 'messages', 'FunctionMessage'.
   */
  id: ["langchain_core", "messages", "FunctionMessage"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSFunctionMessageData;
}
/**
 * A ChatMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ChatMessage'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedChatMessage
 */
export interface LangChainJSSerializedChatMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of ChatMessage as langchainjs writes it: 'langchain_core', 'messages', 'ChatMessage'.
   */
  id: ["langchain_core", "messages", "ChatMessage"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSChatMessageData;
}
/**
 * A RemoveMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'RemoveMessage'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedRemoveMessage
 */
export interface LangChainJSSerializedRemoveMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of RemoveMessage as langchainjs writes it: 'langchain_core', 'messages', 'RemoveMessage'.
   */
  id: ["langchain_core", "messages", "RemoveMessage"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSRemoveMessageData;
}
/**
 * A HumanMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'HumanMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedHumanMessageChunk
 */
export interface LangChainJSSerializedHumanMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of HumanMessageChunk as langchainjs writes it: 'langchain_core', 'messages', 'HumanMessageChunk'.
   */
  id: ["langchain_core", "messages", "HumanMessageChunk"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSMessageData;
}
/**
 * An AIMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'AIMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedAIMessageChunk
 */
export interface LangChainJSSerializedAIMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of AIMessageChunk as langchainjs writes it: 'langchain_core', 'messages', 'AIMessageChunk'.
   */
  id: ["langchain_core", "messages", "AIMessageChunk"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSAIMessageData;
}
/**
 * A SystemMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'SystemMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedSystemMessageChunk
 */
export interface LangChainJSSerializedSystemMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of SystemMessageChunk as langchainjs writes it: 'langchain_core', 'messages', 'SystemMessageChunk'.
   */
  id: ["langchain_core", "messages", "SystemMessageChunk"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSMessageData;
}
/**
 * A ToolMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ToolMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedToolMessageChunk
 */
export interface LangChainJSSerializedToolMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of ToolMessageChunk as langchainjs writes it: 'langchain_core', 'messages', 'ToolMessageChunk'.
   */
  id: ["langchain_core", "messages", "ToolMessageChunk"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSToolMessageData;
}
/**
 * A FunctionMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'FunctionMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedFunctionMessageChunk
 */
export interface LangChainJSSerializedFunctionMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of FunctionMessageChunk as langchainjs writes it: 'langchain_core', 'messages', 'FunctionMessageChunk'.
   */
  id: ["langchain_core", "messages", "FunctionMessageChunk"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSFunctionMessageData;
}
/**
 * A ChatMessageChunk in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'ChatMessageChunk'] in id and the fields of the message in kwargs, with no type tag.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainJSSerializedChatMessageChunk
 */
export interface LangChainJSSerializedChatMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor'.
   */
  type: "constructor";
  /**
   * The class path of ChatMessageChunk as langchainjs writes it: 'langchain_core', 'messages', 'ChatMessageChunk'.
   */
  id: ["langchain_core", "messages", "ChatMessageChunk"];
  /**
   * The fields of the message, as toDict writes them under data.
   */
  kwargs: LangChainJSChatMessageData;
}
/**
 * A message from the person using the application.
 *
 * Schema: chatschema.schema.json#/$defs/HumanMessage
 */
export interface HumanMessage {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'human' for HumanMessage.
   */
  type?: "human";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example.
   */
  example?: boolean;
}
/**
 * A streamed piece of a message from the person using the application; pieces are joined by adding them.
 *
 * Schema: chatschema.schema.json#/$defs/HumanMessageChunk
 */
export interface HumanMessageChunk {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'HumanMessageChunk' for HumanMessageChunk.
   */
  type?: "HumanMessageChunk";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example.
   */
  example?: boolean;
}
/**
 * A message produced by the model, possibly with tool calls and token usage.
 *
 * Schema: chatschema.schema.json#/$defs/AIMessage
 */
export interface AIMessage {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call or tool calls in the OpenAI chat format.
   */
  additional_kwargs?: AIMessageAdditionalKwargs;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'ai' for AIMessage.
   */
  type?: "ai";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example.
   */
  example?: boolean;
  /**
   * Tool calls the model requested, with parsed arguments.
   */
  tool_calls?: ToolCall[];
  /**
   * Tool calls the model produced that could not be parsed.
   */
  invalid_tool_calls?: InvalidToolCall[];
  /**
   * Token counts for the call that produced this message, or null when unknown.
   */
  usage_metadata?: UsageMetadata | null;
}
/**
 * A streamed piece of a message produced by the model; pieces are joined by adding them.
 *
 * Schema: chatschema.schema.json#/$defs/AIMessageChunk
 */
export interface AIMessageChunk {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call or tool calls in the OpenAI chat format.
   */
  additional_kwargs?: AIMessageAdditionalKwargs;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'AIMessageChunk' for AIMessageChunk.
   */
  type?: "AIMessageChunk";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * Legacy flag written by older versions of LangChain that marks a message as part of a few-shot example.
   */
  example?: boolean;
  /**
   * Tool calls the model requested, with parsed arguments.
   */
  tool_calls?: ToolCall[];
  /**
   * Tool calls the model produced that could not be parsed.
   */
  invalid_tool_calls?: InvalidToolCall[];
  /**
   * Token counts for the call that produced this message, or null when unknown.
   */
  usage_metadata?: UsageMetadata | null;
  /**
   * Fragments of tool calls received while streaming.
   */
  tool_call_chunks?: ToolCallChunk[];
  /**
   * Set to 'last' on the final chunk of a stream. Written only by newer versions of LangChain, so absent and null are both accepted.
   */
  chunk_position?: "last" | null;
}
/**
 * Instructions that prime the model's behaviour, usually first in a conversation.
 *
 * Schema: chatschema.schema.json#/$defs/SystemMessage
 */
export interface SystemMessage {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'system' for SystemMessage.
   */
  type?: "system";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
}
/**
 * A streamed piece of instructions that prime the model's behaviour; pieces are joined by adding them.
 *
 * Schema: chatschema.schema.json#/$defs/SystemMessageChunk
 */
export interface SystemMessageChunk {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'SystemMessageChunk' for SystemMessageChunk.
   */
  type?: "SystemMessageChunk";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
}
/**
 * The result of running a tool, sent back to the model.
 *
 * Schema: chatschema.schema.json#/$defs/ToolMessage
 */
export interface ToolMessage {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'tool' for ToolMessage.
   */
  type?: "tool";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * Identifier of the tool call this message answers.
   */
  tool_call_id: string;
  /**
   * Output of the tool that is kept for the application but not sent to the model. Any JSON value.
   */
  artifact?: {
    [k: string]: unknown;
  };
  /**
   * Whether the tool call succeeded.
   */
  status?: "success" | "error";
}
/**
 * A streamed piece of the result of running a tool; pieces are joined by adding them.
 *
 * Schema: chatschema.schema.json#/$defs/ToolMessageChunk
 */
export interface ToolMessageChunk {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'ToolMessageChunk' for ToolMessageChunk.
   */
  type?: "ToolMessageChunk";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * Identifier of the tool call this message answers.
   */
  tool_call_id: string;
  /**
   * Output of the tool that is kept for the application but not sent to the model. Any JSON value.
   */
  artifact?: {
    [k: string]: unknown;
  };
  /**
   * Whether the tool call succeeded.
   */
  status?: "success" | "error";
}
/**
 * The result of a legacy function call, sent back to the model. The name of the function is required.
 *
 * Schema: chatschema.schema.json#/$defs/FunctionMessage
 */
export interface FunctionMessage {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'function' for FunctionMessage.
   */
  type?: "function";
  /**
   * Name of the function that produced this message.
   */
  name: string;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
}
/**
 * A streamed piece of the result of a legacy function call; pieces are joined by adding them.
 *
 * Schema: chatschema.schema.json#/$defs/FunctionMessageChunk
 */
export interface FunctionMessageChunk {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'FunctionMessageChunk' for FunctionMessageChunk.
   */
  type?: "FunctionMessageChunk";
  /**
   * Name of the function that produced this message.
   */
  name: string;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
}
/**
 * A message with an arbitrary speaker role.
 *
 * Schema: chatschema.schema.json#/$defs/ChatMessage
 */
export interface ChatMessage {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'chat' for ChatMessage.
   */
  type?: "chat";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * The speaker role of the message.
   */
  role: string;
}
/**
 * A streamed piece of a message with an arbitrary speaker role; pieces are joined by adding them.
 *
 * Schema: chatschema.schema.json#/$defs/ChatMessageChunk
 */
export interface ChatMessageChunk {
  /**
   * The content of the message.
   */
  content: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'ChatMessageChunk' for ChatMessageChunk.
   */
  type?: "ChatMessageChunk";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Optional unique identifier of the message, usually given by the provider or the model.
   */
  id?: string | null;
  /**
   * The speaker role of the message.
   */
  role: string;
}
/**
 * An instruction to remove the message with the given id from a stored history.
 *
 * Schema: chatschema.schema.json#/$defs/RemoveMessage
 */
export interface RemoveMessage {
  /**
   * Unused; always empty: an empty string or an empty list (a remove message takes no content).
   */
  content?: MessageContent;
  /**
   * Extra payload data from the provider, such as a legacy function call.
   */
  additional_kwargs?: JSONObject;
  /**
   * Metadata about the response, such as headers, log-probabilities, the model name and the finish reason.
   */
  response_metadata?: JSONObject;
  /**
   * Type tag of the message; always 'remove' for RemoveMessage.
   */
  type?: "remove";
  /**
   * Optional name of the sender, for example to tell participants apart.
   */
  name?: string | null;
  /**
   * Identifier of the message to remove.
   */
  id: string;
}
/**
 * Extra payload data from the provider on an AI message or chunk: any JSON object. Its tool_calls, when present, are tool calls (or fragments of them) in the OpenAI chat format, which a message without tool calls of its own reads into its tool calls (a chunk: into its tool call chunks).
 *
 * Schema: chatschema.schema.json#/$defs/AIMessageAdditionalKwargs
 */
export interface AIMessageAdditionalKwargs {
  /**
   * Tool calls in the OpenAI chat format.
   */
  tool_calls?: RawToolCall[];
  [k: string]: unknown;
}
/**
 * Represents blob binary data sent inline to the model
 *
 * Schema: chatschema.schema.json#/$defs/OtelBlobPart
 */
export interface OtelBlobPart {
  type: Type;
  mime_type?: MimeType;
  modality: Modality;
  content: Content;
  [k: string]: unknown;
}
/**
 * ChatMessage, as the OpenTelemetry GenAI schemas define it.
 *
 * Schema: chatschema.schema.json#/$defs/OtelChatMessage
 */
export interface OtelChatMessage {
  role: Role;
  parts: Parts;
  name?: Name;
  [k: string]: unknown;
}
/**
 * Represents compacted conversation state sent to or received from the model.
 *
 * Schema: chatschema.schema.json#/$defs/OtelCompactionPart
 */
export interface OtelCompactionPart {
  type: Type1;
  id?: Id;
  content?: Content1;
  [k: string]: unknown;
}
/**
 * Represents an external referenced file sent to the model by file id
 *
 * Schema: chatschema.schema.json#/$defs/OtelFilePart
 */
export interface OtelFilePart {
  type: Type2;
  mime_type?: MimeType1;
  modality: Modality1;
  file_id: FileId;
  [k: string]: unknown;
}
/**
 * Represents a tool definition in the form of a function.
 *
 * Schema: chatschema.schema.json#/$defs/OtelFunctionToolDefinition
 */
export interface OtelFunctionToolDefinition {
  type: Type3;
  name: Name1;
  description?: Description;
  parameters?: Parameters;
  [k: string]: unknown;
}
/**
 * Represents an arbitrary message part with any type and properties.
 * This allows for extensibility with custom message part types.
 *
 * Schema: chatschema.schema.json#/$defs/OtelGenericPart
 */
export interface OtelGenericPart {
  type: Type4;
  [k: string]: unknown;
}
/**
 * Represents an arbitrary server tool call with any type and properties.
 * This allows for extensibility with custom server tool types.
 *
 * Schema: chatschema.schema.json#/$defs/OtelGenericServerToolCall
 */
export interface OtelGenericServerToolCall {
  type: Type5;
  [k: string]: unknown;
}
/**
 * Represents an arbitrary server tool call response with any type and properties.
 * This allows for extensibility with custom server tool response types.
 *
 * Schema: chatschema.schema.json#/$defs/OtelGenericServerToolCallResponse
 */
export interface OtelGenericServerToolCallResponse {
  type: Type6;
  [k: string]: unknown;
}
/**
 * Represents a tool definition in any form.
 *
 * Schema: chatschema.schema.json#/$defs/OtelGenericToolDefinition
 */
export interface OtelGenericToolDefinition {
  type: Type7;
  name: Name2;
  [k: string]: unknown;
}
/**
 * Represents a single memory record stored in or retrieved from a memory store.
 *
 * Schema: chatschema.schema.json#/$defs/OtelMemoryRecord
 */
export interface OtelMemoryRecord {
  content: Content2;
  id?: Id1;
  metadata?: Metadata;
  score?: Score;
  [k: string]: unknown;
}
/**
 * The content of the memory record.
 */
export interface Content2 {
  [k: string]: unknown;
}
/**
 * Represents an output message generated by the model or agent. The output message captures
 * specific response (choice, candidate).
 *
 * Schema: chatschema.schema.json#/$defs/OtelOutputMessage
 */
export interface OtelOutputMessage {
  role: Role1;
  parts: Parts1;
  name?: Name3;
  finish_reason?: FinishReason;
  [k: string]: unknown;
}
/**
 * Represents reasoning/thinking content received from the model.
 *
 * Schema: chatschema.schema.json#/$defs/OtelReasoningPart
 */
export interface OtelReasoningPart {
  type: Type8;
  content: Content3;
  [k: string]: unknown;
}
/**
 * Represents a single document retrieved from a vector database or search system.
 *
 * Schema: chatschema.schema.json#/$defs/OtelRetrievalDocument
 */
export interface OtelRetrievalDocument {
  id?: Id2;
  score?: Score1;
  [k: string]: unknown;
}
/**
 * Represents a server-side tool call invocation. Server tool calls are executed by the model provider on the server side rather than by the client application. Provider-specific tools (e.g., code_interpreter, web_search) can have well-defined schemas defined by the respective providers.
 *
 * Schema: chatschema.schema.json#/$defs/OtelServerToolCallPart
 */
export interface OtelServerToolCallPart {
  type: Type9;
  id?: Id3;
  name: Name4;
  /**
   * Polymorphic server tool call details with type discriminator. The structure varies based on the tool type.
   */
  server_tool_call: OtelGenericServerToolCall;
  [k: string]: unknown;
}
/**
 * Represents a server-side tool call response. Contains the outcome and details of a server tool execution. Provider-specific tools (e.g., code_interpreter, web_search) can have well-defined response schemas defined by the respective providers.
 *
 * Schema: chatschema.schema.json#/$defs/OtelServerToolCallResponsePart
 */
export interface OtelServerToolCallResponsePart {
  type: Type10;
  id?: Id4;
  /**
   * Polymorphic server tool call response with type discriminator. The structure varies based on the tool type.
   */
  server_tool_call_response: OtelGenericServerToolCallResponse;
  [k: string]: unknown;
}
/**
 * Represents text content sent to or received from the model.
 *
 * Schema: chatschema.schema.json#/$defs/OtelTextPart
 */
export interface OtelTextPart {
  type: Type11;
  content: Content4;
  [k: string]: unknown;
}
/**
 * Represents object-like arguments passed to a tool call.
 *
 * Schema: chatschema.schema.json#/$defs/OtelToolCallArguments
 */
export interface OtelToolCallArguments {
  [k: string]: unknown;
}
/**
 * Represents a tool call requested by the model.
 *
 * Schema: chatschema.schema.json#/$defs/OtelToolCallRequestPart
 */
export interface OtelToolCallRequestPart {
  type: Type12;
  id?: Id5;
  name: Name5;
  arguments?: Arguments;
  [k: string]: unknown;
}
/**
 * Arguments for the tool call.
 */
export interface Arguments {
  [k: string]: unknown;
}
/**
 * Represents a tool call result sent to the model or a built-in tool call outcome and details.
 *
 * Schema: chatschema.schema.json#/$defs/OtelToolCallResponsePart
 */
export interface OtelToolCallResponsePart {
  type: Type13;
  id?: Id6;
  response: Response;
  [k: string]: unknown;
}
/**
 * Tool call response.
 */
export interface Response {
  [k: string]: unknown;
}
/**
 * Represents object-like results returned by a tool call.
 *
 * Schema: chatschema.schema.json#/$defs/OtelToolCallResult
 */
export interface OtelToolCallResult {
  [k: string]: unknown;
}
/**
 * Represents an external referenced file sent to the model by URI
 *
 * Schema: chatschema.schema.json#/$defs/OtelUriPart
 */
export interface OtelUriPart {
  type: Type14;
  mime_type?: MimeType2;
  modality: Modality2;
  uri: Uri;
  [k: string]: unknown;
}
/**
 * The stored form of a HumanMessage: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedHumanMessage
 */
export interface SerializedHumanMessage {
  /**
   * Type tag of the stored message; always 'human'. Required where envelopes of several types may appear.
   */
  type?: "human";
  /**
   * The fields of the message.
   */
  data: HumanMessage;
}
/**
 * The stored form of a AIMessage: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedAIMessage
 */
export interface SerializedAIMessage {
  /**
   * Type tag of the stored message; always 'ai'. Required where envelopes of several types may appear.
   */
  type?: "ai";
  /**
   * The fields of the message.
   */
  data: AIMessage;
}
/**
 * The stored form of a SystemMessage: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedSystemMessage
 */
export interface SerializedSystemMessage {
  /**
   * Type tag of the stored message; always 'system'. Required where envelopes of several types may appear.
   */
  type?: "system";
  /**
   * The fields of the message.
   */
  data: SystemMessage;
}
/**
 * The stored form of a ToolMessage: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedToolMessage
 */
export interface SerializedToolMessage {
  /**
   * Type tag of the stored message; always 'tool'. Required where envelopes of several types may appear.
   */
  type?: "tool";
  /**
   * The fields of the message.
   */
  data: ToolMessage;
}
/**
 * The stored form of a FunctionMessage: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedFunctionMessage
 */
export interface SerializedFunctionMessage {
  /**
   * Type tag of the stored message; always 'function'. Required where envelopes of several types may appear.
   */
  type?: "function";
  /**
   * The fields of the message.
   */
  data: FunctionMessage;
}
/**
 * The stored form of a ChatMessage: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedChatMessage
 */
export interface SerializedChatMessage {
  /**
   * Type tag of the stored message; always 'chat'. Required where envelopes of several types may appear.
   */
  type?: "chat";
  /**
   * The fields of the message.
   */
  data: ChatMessage;
}
/**
 * The stored form of a RemoveMessage: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedRemoveMessage
 */
export interface SerializedRemoveMessage {
  /**
   * Type tag of the stored message; always 'remove'. Required where envelopes of several types may appear.
   */
  type?: "remove";
  /**
   * The fields of the message.
   */
  data: RemoveMessage;
}
/**
 * The stored form of a HumanMessageChunk: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedHumanMessageChunk
 */
export interface SerializedHumanMessageChunk {
  /**
   * Type tag of the stored message; always 'HumanMessageChunk'. Required where envelopes of several types may appear.
   */
  type?: "HumanMessageChunk";
  /**
   * The fields of the message.
   */
  data: HumanMessageChunk;
}
/**
 * The stored form of a AIMessageChunk: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedAIMessageChunk
 */
export interface SerializedAIMessageChunk {
  /**
   * Type tag of the stored message; always 'AIMessageChunk'. Required where envelopes of several types may appear.
   */
  type?: "AIMessageChunk";
  /**
   * The fields of the message.
   */
  data: AIMessageChunk;
}
/**
 * The stored form of a SystemMessageChunk: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedSystemMessageChunk
 */
export interface SerializedSystemMessageChunk {
  /**
   * Type tag of the stored message; always 'SystemMessageChunk'. Required where envelopes of several types may appear.
   */
  type?: "SystemMessageChunk";
  /**
   * The fields of the message.
   */
  data: SystemMessageChunk;
}
/**
 * The stored form of a ToolMessageChunk: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedToolMessageChunk
 */
export interface SerializedToolMessageChunk {
  /**
   * Type tag of the stored message; always 'ToolMessageChunk'. Required where envelopes of several types may appear.
   */
  type?: "ToolMessageChunk";
  /**
   * The fields of the message.
   */
  data: ToolMessageChunk;
}
/**
 * The stored form of a FunctionMessageChunk: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedFunctionMessageChunk
 */
export interface SerializedFunctionMessageChunk {
  /**
   * Type tag of the stored message; always 'FunctionMessageChunk'. Required where envelopes of several types may appear.
   */
  type?: "FunctionMessageChunk";
  /**
   * The fields of the message.
   */
  data: FunctionMessageChunk;
}
/**
 * The stored form of a ChatMessageChunk: its type tag and its fields.
 *
 * Schema: chatschema.schema.json#/$defs/SerializedChatMessageChunk
 */
export interface SerializedChatMessageChunk {
  /**
   * Type tag of the stored message; always 'ChatMessageChunk'. Required where envelopes of several types may appear.
   */
  type?: "ChatMessageChunk";
  /**
   * The fields of the message.
   */
  data: ChatMessageChunk;
}
/**
 * A HumanMessage in LangChain's Serializable JSON form: a class path of HumanMessage in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedHumanMessage
 */
export interface LangChainSerializedHumanMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of HumanMessage: ['langchain', 'schema', 'messages', 'HumanMessage'] or ['langchain_core', 'messages', 'human', 'HumanMessage'] or ['langchain', 'schema', 'HumanMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "HumanMessage"]
    | ["langchain_core", "messages", "human", "HumanMessage"]
    | ["langchain", "schema", "HumanMessage"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'human'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: HumanMessage;
}
/**
 * An AIMessage in LangChain's Serializable JSON form: a class path of AIMessage in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedAIMessage
 */
export interface LangChainSerializedAIMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of AIMessage: ['langchain', 'schema', 'messages', 'AIMessage'] or ['langchain_core', 'messages', 'ai', 'AIMessage'] or ['langchain', 'schema', 'AIMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "AIMessage"]
    | ["langchain_core", "messages", "ai", "AIMessage"]
    | ["langchain", "schema", "AIMessage"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'ai'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: AIMessage;
}
/**
 * A SystemMessage in LangChain's Serializable JSON form: a class path of SystemMessage in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedSystemMessage
 */
export interface LangChainSerializedSystemMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of SystemMessage: ['langchain', 'schema', 'messages', 'SystemMessage'] or ['langchain_core', 'messages', 'system', 'SystemMessage'] or ['langchain', 'schema', 'SystemMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "SystemMessage"]
    | ["langchain_core", "messages", "system", "SystemMessage"]
    | ["langchain", "schema", "SystemMessage"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'system'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: SystemMessage;
}
/**
 * A ToolMessage in LangChain's Serializable JSON form: a class path of ToolMessage in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedToolMessage
 */
export interface LangChainSerializedToolMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of ToolMessage: ['langchain', 'schema', 'messages', 'ToolMessage'] or ['langchain_core', 'messages', 'tool', 'ToolMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id: ["langchain", "schema", "messages", "ToolMessage"] | ["langchain_core", "messages", "tool", "ToolMessage"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'tool'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: ToolMessage;
}
/**
 * A FunctionMessage in LangChain's Serializable JSON form: a class path of FunctionMessage in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedFunctionMessage
 */
export interface LangChainSerializedFunctionMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of FunctionMessage: ['langchain', 'schema', 'messages', 'FunctionMessage'] or ['langchain_core', 'messages', 'function', 'FunctionMessage'] or ['langchain', 'schema', 'FunctionMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "FunctionMessage"]
    | ["langchain_core", "messages", "function", "FunctionMessage"]
    | ["langchain", "schema", "FunctionMessage"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'function'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: FunctionMessage;
}
/**
 * A ChatMessage in LangChain's Serializable JSON form: a class path of ChatMessage in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedChatMessage
 */
export interface LangChainSerializedChatMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of ChatMessage: ['langchain', 'schema', 'messages', 'ChatMessage'] or ['langchain_core', 'messages', 'chat', 'ChatMessage'] or ['langchain', 'schema', 'ChatMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "ChatMessage"]
    | ["langchain_core", "messages", "chat", "ChatMessage"]
    | ["langchain", "schema", "ChatMessage"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'chat'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: ChatMessage;
}
/**
 * A RemoveMessage in LangChain's Serializable JSON form: a class path of RemoveMessage in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedRemoveMessage
 */
export interface LangChainSerializedRemoveMessage {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of RemoveMessage: ['langchain', 'schema', 'messages', 'RemoveMessage'] or ['langchain_core', 'messages', 'modifier', 'RemoveMessage']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    ["langchain", "schema", "messages", "RemoveMessage"] | ["langchain_core", "messages", "modifier", "RemoveMessage"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'remove'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: RemoveMessage;
}
/**
 * A HumanMessageChunk in LangChain's Serializable JSON form: a class path of HumanMessageChunk in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedHumanMessageChunk
 */
export interface LangChainSerializedHumanMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of HumanMessageChunk: ['langchain', 'schema', 'messages', 'HumanMessageChunk'] or ['langchain_core', 'messages', 'human', 'HumanMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "HumanMessageChunk"]
    | ["langchain_core", "messages", "human", "HumanMessageChunk"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'HumanMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: HumanMessageChunk;
}
/**
 * An AIMessageChunk in LangChain's Serializable JSON form: a class path of AIMessageChunk in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedAIMessageChunk
 */
export interface LangChainSerializedAIMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of AIMessageChunk: ['langchain', 'schema', 'messages', 'AIMessageChunk'] or ['langchain_core', 'messages', 'ai', 'AIMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id: ["langchain", "schema", "messages", "AIMessageChunk"] | ["langchain_core", "messages", "ai", "AIMessageChunk"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'AIMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: AIMessageChunk;
}
/**
 * A SystemMessageChunk in LangChain's Serializable JSON form: a class path of SystemMessageChunk in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedSystemMessageChunk
 */
export interface LangChainSerializedSystemMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of SystemMessageChunk: ['langchain', 'schema', 'messages', 'SystemMessageChunk'] or ['langchain_core', 'messages', 'system', 'SystemMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "SystemMessageChunk"]
    | ["langchain_core", "messages", "system", "SystemMessageChunk"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'SystemMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: SystemMessageChunk;
}
/**
 * A ToolMessageChunk in LangChain's Serializable JSON form: a class path of ToolMessageChunk in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedToolMessageChunk
 */
export interface LangChainSerializedToolMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of ToolMessageChunk: ['langchain', 'schema', 'messages', 'ToolMessageChunk'] or ['langchain_core', 'messages', 'tool', 'ToolMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "ToolMessageChunk"]
    | ["langchain_core", "messages", "tool", "ToolMessageChunk"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'ToolMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: ToolMessageChunk;
}
/**
 * A FunctionMessageChunk in LangChain's Serializable JSON form: a class path of FunctionMessageChunk in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedFunctionMessageChunk
 */
export interface LangChainSerializedFunctionMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of FunctionMessageChunk: ['langchain', 'schema', 'messages', 'FunctionMessageChunk'] or ['langchain_core', 'messages', 'function', 'FunctionMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "FunctionMessageChunk"]
    | ["langchain_core", "messages", "function", "FunctionMessageChunk"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'FunctionMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: FunctionMessageChunk;
}
/**
 * A ChatMessageChunk in LangChain's Serializable JSON form: a class path of ChatMessageChunk in id and the fields of the message in kwargs.
 *
 * Schema: chatschema.schema.json#/$defs/LangChainSerializedChatMessageChunk
 */
export interface LangChainSerializedChatMessageChunk {
  /**
   * Version of the serialization format; always 1.
   */
  lc: 1;
  /**
   * Kind of record; always 'constructor', a class and the arguments to build it with.
   */
  type: "constructor";
  /**
   * The class path of ChatMessageChunk: ['langchain', 'schema', 'messages', 'ChatMessageChunk'] or ['langchain_core', 'messages', 'chat', 'ChatMessageChunk']. The first is the one LangChain writes; the others are older paths that LangChain's loader still reads as this class.
   */
  id:
    | ["langchain", "schema", "messages", "ChatMessageChunk"]
    | ["langchain_core", "messages", "chat", "ChatMessageChunk"];
  /**
   * The fields of the message. The type tag may be left out (LangChain before langchain-core 0.2 wrote none); when given, it is 'ChatMessageChunk'. LangChain leaves out the fields at their default value (null, and an empty additional_kwargs, response_metadata or tool_call_chunks), but writes the content, the fields the class requires and, for AI messages, tool_calls and invalid_tool_calls; fields written in full are accepted too. An object inside kwargs that has a key named lc, or whose only key is __lc_escaped__, is written wrapped as the only value of an __lc_escaped__ key, so that it cannot be taken for a record of its own; readers unwrap it.
   */
  kwargs: ChatMessageChunk;
}
/**
 * A request by the model to call a tool, with arguments already parsed into an object.
 *
 * Schema: chatschema.schema.json#/$defs/ToolCall
 */
export interface ToolCall {
  /**
   * Name of the tool to call.
   */
  name: string;
  /**
   * Arguments of the call, as a JSON object.
   */
  args: JSONObject;
  /**
   * Identifier of the call, used to pair the call with its result; null when the provider gave none.
   */
  id: string | null;
  /**
   * Type tag; always 'tool_call'. Optional in message tool-call lists, required inside content lists.
   */
  type?: "tool_call";
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: JSONObject;
  [k: string]: unknown;
}
/**
 * A fragment of a tool call received while streaming; fragments with the same index are joined.
 *
 * Schema: chatschema.schema.json#/$defs/ToolCallChunk
 */
export interface ToolCallChunk {
  /**
   * Name of the tool, or a fragment of it; null when this fragment carries none.
   */
  name: string | null;
  /**
   * A fragment of the JSON text of the arguments; null when this fragment carries none.
   */
  args: string | null;
  /**
   * Identifier of the call; null when this fragment carries none.
   */
  id: string | null;
  /**
   * Position of the call among the calls of one message; fragments with the same index belong to the same call.
   */
  index?: number | string | null;
  /**
   * Type tag; always 'tool_call_chunk'.
   */
  type?: "tool_call_chunk";
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: JSONObject;
  [k: string]: unknown;
}
/**
 * A tool call the model produced that could not be parsed, kept with the reason it failed.
 *
 * Schema: chatschema.schema.json#/$defs/InvalidToolCall
 */
export interface InvalidToolCall {
  /**
   * Name of the tool, when known.
   */
  name: string | null;
  /**
   * The raw argument text that failed to parse.
   */
  args: string | null;
  /**
   * Identifier of the call, when known.
   */
  id: string | null;
  /**
   * Why the call could not be parsed.
   */
  error: string | null;
  /**
   * Type tag; always 'invalid_tool_call'.
   */
  type?: "invalid_tool_call";
  /**
   * Position of this block in a stream of chunks; blocks that share an index are merged while streaming. Null when unknown.
   */
  index?: number | string | null;
  /**
   * Provider-specific data that has no standard field.
   */
  extras?: JSONObject;
  [k: string]: unknown;
}
/**
 * A tool call, or a fragment of one in a streamed chunk, in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. An AI message that has no tool calls or invalid tool calls of its own (a chunk: no tool call chunks either) reads them from these: the id, the index and the function's name and arguments become a tool call's (a chunk's tool call chunk's), so they have the types those fields have. Other keys, such as type, are kept as they are.
 *
 * Schema: chatschema.schema.json#/$defs/RawToolCall
 */
export interface RawToolCall {
  /**
   * Identifier of the call; null or absent when not given.
   */
  id?: string | null;
  /**
   * Position of the call among the calls of one message; fragments with the same index belong to the same call.
   */
  index?: number | string | null;
  /**
   * The function called: its name and the JSON text of its arguments.
   */
  function?: RawToolCallFunction;
  [k: string]: unknown;
}
/**
 * The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments (or fragments of them, in a streamed chunk).
 *
 * Schema: chatschema.schema.json#/$defs/RawToolCallFunction
 */
export interface RawToolCallFunction {
  /**
   * Name of the tool, or a fragment of it.
   */
  name?: string | null;
  /**
   * The arguments as JSON text, or a fragment of that text.
   */
  arguments?: string | null;
  [k: string]: unknown;
}
/**
 * Provider-specific metadata on a UI message stream chunk: an object keyed by provider name whose values are objects of JSON values.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKChunkProviderMetadata
 */
export interface AISDKChunkProviderMetadata {
  [k: string]: {
    [k: string]: unknown;
  };
}
/**
 * Application metadata attached to a tool call in a UI message stream: an object of JSON values.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKChunkToolMetadata
 */
export interface AISDKChunkToolMetadata {
  [k: string]: unknown;
}
/**
 * Opens the assistant message that the following chunks build. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKStartChunk
 */
export interface AISDKStartChunk {
  /**
   * Type tag; always 'start'.
   */
  type: "start";
  /**
   * Identifier of the message being built.
   */
  messageId?: string;
  /**
   * Application metadata for the message, any JSON value.
   */
  messageMetadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Opens a text part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKTextStartChunk
 */
export interface AISDKTextStartChunk {
  /**
   * Type tag; always 'text-start'.
   */
  type: "text-start";
  /**
   * Identifier of the text part; later deltas name it.
   */
  id: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Appends text to an open text part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKTextDeltaChunk
 */
export interface AISDKTextDeltaChunk {
  /**
   * Type tag; always 'text-delta'.
   */
  type: "text-delta";
  /**
   * Identifier of the text part.
   */
  id: string;
  /**
   * The text to append.
   */
  delta: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Closes a text part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKTextEndChunk
 */
export interface AISDKTextEndChunk {
  /**
   * Type tag; always 'text-end'.
   */
  type: "text-end";
  /**
   * Identifier of the text part.
   */
  id: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Opens a reasoning part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKReasoningStartChunk
 */
export interface AISDKReasoningStartChunk {
  /**
   * Type tag; always 'reasoning-start'.
   */
  type: "reasoning-start";
  /**
   * Identifier of the reasoning part; later deltas name it.
   */
  id: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Appends text to an open reasoning part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKReasoningDeltaChunk
 */
export interface AISDKReasoningDeltaChunk {
  /**
   * Type tag; always 'reasoning-delta'.
   */
  type: "reasoning-delta";
  /**
   * Identifier of the reasoning part.
   */
  id: string;
  /**
   * The reasoning text to append.
   */
  delta: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Closes a reasoning part. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKReasoningEndChunk
 */
export interface AISDKReasoningEndChunk {
  /**
   * Type tag; always 'reasoning-end'.
   */
  type: "reasoning-end";
  /**
   * Identifier of the reasoning part.
   */
  id: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Reports an error; the stream may end after it. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKErrorChunk
 */
export interface AISDKErrorChunk {
  /**
   * Type tag; always 'error'.
   */
  type: "error";
  /**
   * Text of the error, shown to the user.
   */
  errorText: string;
  [k: string]: unknown;
}
/**
 * Opens a tool call whose input arrives in pieces. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolInputStartChunk
 */
export interface AISDKToolInputStartChunk {
  /**
   * Type tag; always 'tool-input-start'.
   */
  type: "tool-input-start";
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * How the streamed input is encoded: 'json' (the default) or 'text'.
   */
  inputEncoding?: "json" | "text";
  /**
   * True when the provider ran the tool itself rather than the application.
   */
  providerExecuted?: boolean;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  /**
   * Application metadata attached to the tool call.
   */
  toolMetadata?: AISDKChunkToolMetadata;
  /**
   * True for a tool whose name is not known to the client in advance (a dynamic tool part).
   */
  dynamic?: boolean;
  /**
   * Display title of the tool.
   */
  title?: string;
  [k: string]: unknown;
}
/**
 * Appends a piece of the input text of an open tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolInputDeltaChunk
 */
export interface AISDKToolInputDeltaChunk {
  /**
   * Type tag; always 'tool-input-delta'.
   */
  type: "tool-input-delta";
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * A piece of the input text, usually JSON.
   */
  inputTextDelta: string;
  [k: string]: unknown;
}
/**
 * Gives the complete input of a tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolInputAvailableChunk
 */
export interface AISDKToolInputAvailableChunk {
  /**
   * Type tag; always 'tool-input-available'.
   */
  type: "tool-input-available";
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * The complete input of the call, any JSON value (required, and may be null).
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * True when the provider ran the tool itself rather than the application.
   */
  providerExecuted?: boolean;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  /**
   * Application metadata attached to the tool call.
   */
  toolMetadata?: AISDKChunkToolMetadata;
  /**
   * True for a tool whose name is not known to the client in advance (a dynamic tool part).
   */
  dynamic?: boolean;
  /**
   * Display title of the tool.
   */
  title?: string;
  [k: string]: unknown;
}
/**
 * Reports that the input of a tool call could not be read or is not valid. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolInputErrorChunk
 */
export interface AISDKToolInputErrorChunk {
  /**
   * Type tag; always 'tool-input-error'.
   */
  type: "tool-input-error";
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * Name of the tool.
   */
  toolName: string;
  /**
   * The input as far as it could be read, any JSON value (required, and may be null).
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * True when the provider ran the tool itself rather than the application.
   */
  providerExecuted?: boolean;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  /**
   * Application metadata attached to the tool call.
   */
  toolMetadata?: AISDKChunkToolMetadata;
  /**
   * True for a tool whose name is not known to the client in advance (a dynamic tool part).
   */
  dynamic?: boolean;
  /**
   * Why the input is not valid.
   */
  errorText: string;
  /**
   * Display title of the tool.
   */
  title?: string;
  [k: string]: unknown;
}
/**
 * Asks the user to approve a tool call before it runs. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolApprovalRequestChunk
 */
export interface AISDKToolApprovalRequestChunk {
  /**
   * Type tag; always 'tool-approval-request'.
   */
  type: "tool-approval-request";
  /**
   * Identifier of the approval request.
   */
  approvalId: string;
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * What the user is asked to approve, any JSON value.
   */
  approvalDescriptor?: {
    [k: string]: unknown;
  };
  /**
   * The input shown for approval, any JSON value.
   */
  inputSchemaInput?: {
    [k: string]: unknown;
  };
  /**
   * A signature of the request.
   */
  signature?: string;
  [k: string]: unknown;
}
/**
 * Gives the output of a tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolOutputAvailableChunk
 */
export interface AISDKToolOutputAvailableChunk {
  /**
   * Type tag; always 'tool-output-available'.
   */
  type: "tool-output-available";
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * What the tool returned, any JSON value (required, and may be null).
   */
  output: {
    [k: string]: unknown;
  };
  /**
   * True when the provider ran the tool itself rather than the application.
   */
  providerExecuted?: boolean;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  /**
   * Application metadata attached to the tool call.
   */
  toolMetadata?: AISDKChunkToolMetadata;
  /**
   * True for a tool whose name is not known to the client in advance (a dynamic tool part).
   */
  dynamic?: boolean;
  /**
   * True for an interim output that a later one replaces.
   */
  preliminary?: boolean;
  [k: string]: unknown;
}
/**
 * Reports that a tool call failed. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolOutputErrorChunk
 */
export interface AISDKToolOutputErrorChunk {
  /**
   * Type tag; always 'tool-output-error'.
   */
  type: "tool-output-error";
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * Text of the error the tool raised.
   */
  errorText: string;
  /**
   * True when the provider ran the tool itself rather than the application.
   */
  providerExecuted?: boolean;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  /**
   * Application metadata attached to the tool call.
   */
  toolMetadata?: AISDKChunkToolMetadata;
  /**
   * True for a tool whose name is not known to the client in advance (a dynamic tool part).
   */
  dynamic?: boolean;
  [k: string]: unknown;
}
/**
 * Reports that the user denied a tool call. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKToolOutputDeniedChunk
 */
export interface AISDKToolOutputDeniedChunk {
  /**
   * Type tag; always 'tool-output-denied'.
   */
  type: "tool-output-denied";
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  [k: string]: unknown;
}
/**
 * Cites a web page as a source. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKSourceUrlChunk
 */
export interface AISDKSourceUrlChunk {
  /**
   * Type tag; always 'source-url'.
   */
  type: "source-url";
  /**
   * Identifier of the source.
   */
  sourceId: string;
  /**
   * Address of the page.
   */
  url: string;
  /**
   * Title of the page.
   */
  title?: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Cites a document as a source. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKSourceDocumentChunk
 */
export interface AISDKSourceDocumentChunk {
  /**
   * Type tag; always 'source-document'.
   */
  type: "source-document";
  /**
   * Identifier of the source.
   */
  sourceId: string;
  /**
   * Media type of the document, such as application/pdf.
   */
  mediaType: string;
  /**
   * Title of the document.
   */
  title: string;
  /**
   * File name of the document.
   */
  filename?: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Adds a file, such as a generated image, to the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFileChunk
 */
export interface AISDKFileChunk {
  /**
   * Type tag; always 'file'.
   */
  type: "file";
  /**
   * Address of the file, often a data URL.
   */
  url: string;
  /**
   * Media type of the file.
   */
  mediaType: string;
  /**
   * Provider-specific metadata, keyed by provider name.
   */
  providerMetadata?: AISDKChunkProviderMetadata;
  [k: string]: unknown;
}
/**
 * Application data for a data part; the type is 'data-' followed by the data part's name. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKDataChunk
 */
export interface AISDKDataChunk {
  /**
   * Type tag: 'data-' followed by the name of the data part.
   */
  type: string;
  /**
   * Identifier of the data part; a later chunk with the same id replaces it.
   */
  id?: string;
  /**
   * The data, any JSON value (required, and may be null).
   */
  data: {
    [k: string]: unknown;
  };
  /**
   * True for data sent to the client but not kept in the message.
   */
  transient?: boolean;
  [k: string]: unknown;
}
/**
 * Opens a step: one model call within the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKStartStepChunk
 */
export interface AISDKStartStepChunk {
  /**
   * Type tag; always 'start-step'.
   */
  type: "start-step";
  [k: string]: unknown;
}
/**
 * Closes a step. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFinishStepChunk
 */
export interface AISDKFinishStepChunk {
  /**
   * Type tag; always 'finish-step'.
   */
  type: "finish-step";
  [k: string]: unknown;
}
/**
 * Closes the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKFinishChunk
 */
export interface AISDKFinishChunk {
  /**
   * Type tag; always 'finish'.
   */
  type: "finish";
  /**
   * Why the model stopped.
   */
  finishReason?: "stop" | "length" | "content-filter" | "tool-calls" | "error" | "other";
  /**
   * Application metadata for the message, any JSON value.
   */
  messageMetadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Reports that the stream was aborted. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKAbortChunk
 */
export interface AISDKAbortChunk {
  /**
   * Type tag; always 'abort'.
   */
  type: "abort";
  /**
   * Why the stream was aborted.
   */
  reason?: string;
  [k: string]: unknown;
}
/**
 * Sets application metadata on the message. A chunk of the UI message stream of the Vercel AI SDK, version 6 (package ai 6.0.326, stream header value v1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AISDKMessageMetadataChunk
 */
export interface AISDKMessageMetadataChunk {
  /**
   * Type tag; always 'message-metadata'.
   */
  type: "message-metadata";
  /**
   * Application metadata for the message, any JSON value (required, and may be null).
   */
  messageMetadata: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
export interface AISDKUIMessageChunk2 {
  /**
   * The type that tells the members apart.
   */
  type: string;
  [k: string]: unknown;
}
/**
 * Opens a streamed text message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUITextMessageStartEvent
 */
export interface AGUITextMessageStartEvent {
  /**
   * Type tag; always 'TEXT_MESSAGE_START'.
   */
  type: "TEXT_MESSAGE_START";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  messageId: string;
  /**
   * Role of the message.
   */
  role?: "developer" | "system" | "assistant" | "user";
  /**
   * Name of the sender.
   */
  name?: string;
  [k: string]: unknown;
}
/**
 * Appends text to a streamed text message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUITextMessageContentEvent
 */
export interface AGUITextMessageContentEvent {
  /**
   * Type tag; always 'TEXT_MESSAGE_CONTENT'.
   */
  type: "TEXT_MESSAGE_CONTENT";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  messageId: string;
  /**
   * The text to append.
   */
  delta: string;
  [k: string]: unknown;
}
/**
 * Closes a streamed text message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUITextMessageEndEvent
 */
export interface AGUITextMessageEndEvent {
  /**
   * Type tag; always 'TEXT_MESSAGE_END'.
   */
  type: "TEXT_MESSAGE_END";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  messageId: string;
  [k: string]: unknown;
}
/**
 * Stands for a start, content and end of a text message at once; every field is optional. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUITextMessageChunkEvent
 */
export interface AGUITextMessageChunkEvent {
  /**
   * Type tag; always 'TEXT_MESSAGE_CHUNK'.
   */
  type: "TEXT_MESSAGE_CHUNK";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  messageId?: string;
  /**
   * Role of the message.
   */
  role?: "developer" | "system" | "assistant" | "user";
  /**
   * The text to append.
   */
  delta?: string;
  /**
   * Name of the sender.
   */
  name?: string;
  [k: string]: unknown;
}
/**
 * Opens a tool call whose arguments arrive in pieces. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIToolCallStartEvent
 */
export interface AGUIToolCallStartEvent {
  /**
   * Type tag; always 'TOOL_CALL_START'.
   */
  type: "TOOL_CALL_START";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * Name of the tool.
   */
  toolCallName: string;
  /**
   * Identifier of the assistant message that makes the call.
   */
  parentMessageId?: string;
  [k: string]: unknown;
}
/**
 * Appends a piece of the arguments of an open tool call. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIToolCallArgsEvent
 */
export interface AGUIToolCallArgsEvent {
  /**
   * Type tag; always 'TOOL_CALL_ARGS'.
   */
  type: "TOOL_CALL_ARGS";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  /**
   * A piece of the JSON text of the arguments.
   */
  delta: string;
  [k: string]: unknown;
}
/**
 * Closes a tool call: its arguments are complete. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIToolCallEndEvent
 */
export interface AGUIToolCallEndEvent {
  /**
   * Type tag; always 'TOOL_CALL_END'.
   */
  type: "TOOL_CALL_END";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the tool call.
   */
  toolCallId: string;
  [k: string]: unknown;
}
/**
 * Stands for a start, arguments and end of a tool call at once; every field is optional. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIToolCallChunkEvent
 */
export interface AGUIToolCallChunkEvent {
  /**
   * Type tag; always 'TOOL_CALL_CHUNK'.
   */
  type: "TOOL_CALL_CHUNK";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the tool call.
   */
  toolCallId?: string;
  /**
   * Name of the tool.
   */
  toolCallName?: string;
  /**
   * Identifier of the assistant message that makes the call.
   */
  parentMessageId?: string;
  /**
   * A piece of the JSON text of the arguments.
   */
  delta?: string;
  [k: string]: unknown;
}
/**
 * Gives what a tool returned, as a new tool message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIToolCallResultEvent
 */
export interface AGUIToolCallResultEvent {
  /**
   * Type tag; always 'TOOL_CALL_RESULT'.
   */
  type: "TOOL_CALL_RESULT";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the tool message.
   */
  messageId: string;
  /**
   * Identifier of the tool call answered.
   */
  toolCallId: string;
  /**
   * What the tool returned: a string or a list of content parts.
   */
  content: string | AGUIContentPart[];
  /**
   * Role of the message; always 'tool'.
   */
  role?: "tool";
  [k: string]: unknown;
}
/**
 * Replaces the whole agent state. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIStateSnapshotEvent
 */
export interface AGUIStateSnapshotEvent {
  /**
   * Type tag; always 'STATE_SNAPSHOT'.
   */
  type: "STATE_SNAPSHOT";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * The new state, any JSON value (required, and may be null).
   */
  snapshot: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Changes the agent state with a JSON Patch (RFC 6902). An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIStateDeltaEvent
 */
export interface AGUIStateDeltaEvent {
  /**
   * Type tag; always 'STATE_DELTA'.
   */
  type: "STATE_DELTA";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * The patch: a list of operations, applied in order.
   */
  delta: AGUIJsonPatchOperation[];
  [k: string]: unknown;
}
/**
 * Gives every message of the conversation that the producer owns, in order. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIMessagesSnapshotEvent
 */
export interface AGUIMessagesSnapshotEvent {
  /**
   * Type tag; always 'MESSAGES_SNAPSHOT'.
   */
  type: "MESSAGES_SNAPSHOT";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The messages.
   */
  messages: AGUIMessage[];
  [k: string]: unknown;
}
/**
 * Reports structured progress as an activity message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIActivitySnapshotEvent
 */
export interface AGUIActivitySnapshotEvent {
  /**
   * Type tag; always 'ACTIVITY_SNAPSHOT'.
   */
  type: "ACTIVITY_SNAPSHOT";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the activity message.
   */
  messageId: string;
  /**
   * Kind of the activity.
   */
  activityType: string;
  /**
   * The activity's content, an object.
   */
  content: {
    [k: string]: unknown;
  };
  /**
   * Whether this replaces an existing activity message.
   */
  replace?: boolean;
  [k: string]: unknown;
}
/**
 * Changes an activity message's content with a JSON Patch. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIActivityDeltaEvent
 */
export interface AGUIActivityDeltaEvent {
  /**
   * Type tag; always 'ACTIVITY_DELTA'.
   */
  type: "ACTIVITY_DELTA";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the activity message.
   */
  messageId: string;
  /**
   * Kind of the activity.
   */
  activityType: string;
  /**
   * The patch: a list of operations, applied in order.
   */
  patch: AGUIJsonPatchOperation[];
  [k: string]: unknown;
}
/**
 * Passes an event of the underlying system through unchanged. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRawEvent
 */
export interface AGUIRawEvent {
  /**
   * Type tag; always 'RAW'.
   */
  type: "RAW";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * The event, any JSON value (required, and may be null).
   */
  event: {
    [k: string]: unknown;
  };
  /**
   * Which system the event comes from.
   */
  source?: string;
  [k: string]: unknown;
}
/**
 * An application's own event. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUICustomEvent
 */
export interface AGUICustomEvent {
  /**
   * Type tag; always 'CUSTOM'.
   */
  type: "CUSTOM";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Name of the event.
   */
  name: string;
  /**
   * The event's value, any JSON value (required, and may be null).
   */
  value: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Opens a run. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunStartedEvent
 */
export interface AGUIRunStartedEvent {
  /**
   * Type tag; always 'RUN_STARTED'.
   */
  type: "RUN_STARTED";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the conversation thread.
   */
  threadId: string;
  /**
   * Identifier of the run.
   */
  runId: string;
  /**
   * The AG-UI protocol version the producer speaks.
   */
  protocolVersion?: string;
  /**
   * Identifier of the run this one continues.
   */
  parentRunId?: string;
  /**
   * The request that started the run.
   */
  input?: AGUIRunAgentInput;
  [k: string]: unknown;
}
/**
 * Closes a run that did not fail. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunFinishedEvent
 */
export interface AGUIRunFinishedEvent {
  /**
   * Type tag; always 'RUN_FINISHED'.
   */
  type: "RUN_FINISHED";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the conversation thread.
   */
  threadId: string;
  /**
   * Identifier of the run.
   */
  runId: string;
  /**
   * The result of the run, any JSON value but null.
   */
  result?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Why the run ended; absent means success.
   */
  outcome?: AGUIRunFinishedOutcome;
  /**
   * Token counts of the run, one entry per provider and model.
   */
  usage?: AGUITokenUsage[];
  [k: string]: unknown;
}
/**
 * Ends a run that failed. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunErrorEvent
 */
export interface AGUIRunErrorEvent {
  /**
   * Type tag; always 'RUN_ERROR'.
   */
  type: "RUN_ERROR";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Text of the error.
   */
  message: string;
  /**
   * Machine-readable error code.
   */
  code?: string;
  /**
   * Token counts of the run, one entry per provider and model.
   */
  usage?: AGUITokenUsage[];
  [k: string]: unknown;
}
/**
 * Opens a named step within a run. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIStepStartedEvent
 */
export interface AGUIStepStartedEvent {
  /**
   * Type tag; always 'STEP_STARTED'.
   */
  type: "STEP_STARTED";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Name of the step.
   */
  stepName: string;
  [k: string]: unknown;
}
/**
 * Closes a named step. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIStepFinishedEvent
 */
export interface AGUIStepFinishedEvent {
  /**
   * Type tag; always 'STEP_FINISHED'.
   */
  type: "STEP_FINISHED";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Name of the step.
   */
  stepName: string;
  [k: string]: unknown;
}
/**
 * Opens a span of reasoning, which may hold several reasoning messages. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningStartEvent
 */
export interface AGUIReasoningStartEvent {
  /**
   * Type tag; always 'REASONING_START'.
   */
  type: "REASONING_START";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the reasoning span.
   */
  messageId: string;
  [k: string]: unknown;
}
/**
 * Opens a streamed reasoning message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningMessageStartEvent
 */
export interface AGUIReasoningMessageStartEvent {
  /**
   * Type tag; always 'REASONING_MESSAGE_START'.
   */
  type: "REASONING_MESSAGE_START";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the reasoning message.
   */
  messageId: string;
  /**
   * Role of the message; always 'reasoning'.
   */
  role: "reasoning";
  [k: string]: unknown;
}
/**
 * Appends text to a streamed reasoning message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningMessageContentEvent
 */
export interface AGUIReasoningMessageContentEvent {
  /**
   * Type tag; always 'REASONING_MESSAGE_CONTENT'.
   */
  type: "REASONING_MESSAGE_CONTENT";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the reasoning message.
   */
  messageId: string;
  /**
   * The reasoning text to append.
   */
  delta: string;
  [k: string]: unknown;
}
/**
 * Closes a streamed reasoning message. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningMessageEndEvent
 */
export interface AGUIReasoningMessageEndEvent {
  /**
   * Type tag; always 'REASONING_MESSAGE_END'.
   */
  type: "REASONING_MESSAGE_END";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the reasoning message.
   */
  messageId: string;
  [k: string]: unknown;
}
/**
 * Stands for a start, content and end of a reasoning message at once; every field is optional. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningMessageChunkEvent
 */
export interface AGUIReasoningMessageChunkEvent {
  /**
   * Type tag; always 'REASONING_MESSAGE_CHUNK'.
   */
  type: "REASONING_MESSAGE_CHUNK";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the reasoning message.
   */
  messageId?: string;
  /**
   * The reasoning text to append.
   */
  delta?: string;
  [k: string]: unknown;
}
/**
 * Closes a span of reasoning. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningEndEvent
 */
export interface AGUIReasoningEndEvent {
  /**
   * Type tag; always 'REASONING_END'.
   */
  type: "REASONING_END";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the reasoning span.
   */
  messageId: string;
  [k: string]: unknown;
}
/**
 * Carries a provider's encrypted reasoning, to be stored and sent back on a later turn unread. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningEncryptedValueEvent
 */
export interface AGUIReasoningEncryptedValueEvent {
  /**
   * Type tag; always 'REASONING_ENCRYPTED_VALUE'.
   */
  type: "REASONING_ENCRYPTED_VALUE";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation this event belongs to.
   */
  subagentRunId?: string;
  /**
   * Whether the value belongs to a message or to a tool call.
   */
  subtype: "tool-call" | "message";
  /**
   * Identifier of the message or tool call the value belongs to.
   */
  entityId: string;
  /**
   * The encrypted value.
   */
  encryptedValue: string;
  [k: string]: unknown;
}
/**
 * Announces that a subagent invocation has begun. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUISubagentStartedEvent
 */
export interface AGUISubagentStartedEvent {
  /**
   * Type tag; always 'SUBAGENT_STARTED'.
   */
  type: "SUBAGENT_STARTED";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of this subagent invocation.
   */
  subagentRunId: string;
  /**
   * Name of the subagent.
   */
  name: string;
  /**
   * What the subagent does.
   */
  description?: string;
  /**
   * Identifier of the enclosing subagent invocation.
   */
  parentSubagentRunId?: string;
  /**
   * Identifier of the tool call that started the subagent.
   */
  parentToolCallId?: string;
  /**
   * Identifier of the message that started the subagent.
   */
  parentMessageId?: string;
  [k: string]: unknown;
}
/**
 * Ends a subagent invocation's part of the run. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUISubagentFinishedEvent
 */
export interface AGUISubagentFinishedEvent {
  /**
   * Type tag; always 'SUBAGENT_FINISHED'.
   */
  type: "SUBAGENT_FINISHED";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation.
   */
  subagentRunId: string;
  /**
   * The subagent's result, any JSON value but null.
   */
  result?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Why the subagent's part ended; absent means success.
   */
  outcome?: AGUISubagentFinishedOutcome;
  [k: string]: unknown;
}
/**
 * Reports that a subagent invocation failed; the run may go on. An event of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUISubagentErrorEvent
 */
export interface AGUISubagentErrorEvent {
  /**
   * Type tag; always 'SUBAGENT_ERROR'.
   */
  type: "SUBAGENT_ERROR";
  /**
   * Time of the event in milliseconds since the Unix epoch.
   */
  timestamp?: number;
  /**
   * The event of the underlying system this event was made from, any JSON value but null.
   */
  rawEvent?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the event, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Identifier of the subagent invocation.
   */
  subagentRunId: string;
  /**
   * Text of the error.
   */
  message: string;
  /**
   * Machine-readable error code.
   */
  code?: string;
  [k: string]: unknown;
}
export interface AGUIEvent2 {
  /**
   * The type that tells the members apart.
   */
  type: string;
  [k: string]: unknown;
}
/**
 * A text part of an AG-UI message body.
 *
 * Schema: chatschema.schema.json#/$defs/AGUITextPart
 */
export interface AGUITextPart {
  /**
   * Type tag; always 'text'.
   */
  type: "text";
  /**
   * Identifier of the part.
   */
  id?: string;
  /**
   * The text.
   */
  text: string;
  /**
   * Extra information about the part, any JSON value but null.
   */
  metadata?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  [k: string]: unknown;
}
/**
 * Media bytes carried inline, base64-encoded.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIDataSource
 */
export interface AGUIDataSource {
  /**
   * Type tag; always 'data'.
   */
  type: "data";
  /**
   * The base64-encoded bytes.
   */
  value: string;
  /**
   * Media type of the bytes.
   */
  mimeType: string;
  [k: string]: unknown;
}
/**
 * Media bytes referenced by URL.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIUrlSource
 */
export interface AGUIUrlSource {
  /**
   * Type tag; always 'url'.
   */
  type: "url";
  /**
   * The URL.
   */
  value: string;
  /**
   * Media type of the bytes.
   */
  mimeType?: string;
  [k: string]: unknown;
}
/**
 * Media bytes held by a provider under a handle it issued, such as a file id.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIFileSource
 */
export interface AGUIFileSource {
  /**
   * Type tag; always 'file'.
   */
  type: "file";
  /**
   * The handle.
   */
  value: string;
  /**
   * The provider that issued the handle.
   */
  provider?: string;
  /**
   * Media type of the bytes.
   */
  mimeType?: string;
  [k: string]: unknown;
}
export interface AGUIPartSource2 {
  /**
   * The type that tells the members apart.
   */
  type: string;
  [k: string]: unknown;
}
/**
 * A image part of an AG-UI message body.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIImagePart
 */
export interface AGUIImagePart {
  /**
   * Type tag; always 'image'.
   */
  type: "image";
  /**
   * Identifier of the part.
   */
  id?: string;
  /**
   * Where the bytes come from.
   */
  source: AGUIPartSource;
  /**
   * Extra information about the part, any JSON value but null.
   */
  metadata?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  [k: string]: unknown;
}
/**
 * A audio part of an AG-UI message body.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIAudioPart
 */
export interface AGUIAudioPart {
  /**
   * Type tag; always 'audio'.
   */
  type: "audio";
  /**
   * Identifier of the part.
   */
  id?: string;
  /**
   * Where the bytes come from.
   */
  source: AGUIPartSource;
  /**
   * Extra information about the part, any JSON value but null.
   */
  metadata?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  [k: string]: unknown;
}
/**
 * A video part of an AG-UI message body.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIVideoPart
 */
export interface AGUIVideoPart {
  /**
   * Type tag; always 'video'.
   */
  type: "video";
  /**
   * Identifier of the part.
   */
  id?: string;
  /**
   * Where the bytes come from.
   */
  source: AGUIPartSource;
  /**
   * Extra information about the part, any JSON value but null.
   */
  metadata?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  [k: string]: unknown;
}
/**
 * A document part of an AG-UI message body.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIDocumentPart
 */
export interface AGUIDocumentPart {
  /**
   * Type tag; always 'document'.
   */
  type: "document";
  /**
   * Identifier of the part.
   */
  id?: string;
  /**
   * Where the bytes come from.
   */
  source: AGUIPartSource;
  /**
   * Extra information about the part, any JSON value but null.
   */
  metadata?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  [k: string]: unknown;
}
export interface AGUIContentPart2 {
  /**
   * The type that tells the members apart.
   */
  type: string;
  [k: string]: unknown;
}
/**
 * Inserts a value at a path (RFC 6902 section 4.1). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIJsonPatchAddOperation
 */
export interface AGUIJsonPatchAddOperation {
  /**
   * Discriminator; always 'add'.
   */
  op: "add";
  /**
   * Where, as a JSON Pointer.
   */
  path: string;
  /**
   * The value, any JSON value (required, and may be null).
   */
  value: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Removes the value at a path (RFC 6902 section 4.2). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIJsonPatchRemoveOperation
 */
export interface AGUIJsonPatchRemoveOperation {
  /**
   * Discriminator; always 'remove'.
   */
  op: "remove";
  /**
   * Where, as a JSON Pointer.
   */
  path: string;
  [k: string]: unknown;
}
/**
 * Replaces the value at a path (RFC 6902 section 4.3). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIJsonPatchReplaceOperation
 */
export interface AGUIJsonPatchReplaceOperation {
  /**
   * Discriminator; always 'replace'.
   */
  op: "replace";
  /**
   * Where, as a JSON Pointer.
   */
  path: string;
  /**
   * The value, any JSON value (required, and may be null).
   */
  value: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Moves the value at one path to another (RFC 6902 section 4.4). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIJsonPatchMoveOperation
 */
export interface AGUIJsonPatchMoveOperation {
  /**
   * Discriminator; always 'move'.
   */
  op: "move";
  /**
   * Where from, as a JSON Pointer.
   */
  from: string;
  /**
   * Where to, as a JSON Pointer.
   */
  path: string;
  [k: string]: unknown;
}
/**
 * Copies the value at one path to another (RFC 6902 section 4.5). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIJsonPatchCopyOperation
 */
export interface AGUIJsonPatchCopyOperation {
  /**
   * Discriminator; always 'copy'.
   */
  op: "copy";
  /**
   * Where from, as a JSON Pointer.
   */
  from: string;
  /**
   * Where to, as a JSON Pointer.
   */
  path: string;
  [k: string]: unknown;
}
/**
 * Checks that the value at a path equals a value (RFC 6902 section 4.6). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIJsonPatchTestOperation
 */
export interface AGUIJsonPatchTestOperation {
  /**
   * Discriminator; always 'test'.
   */
  op: "test";
  /**
   * Where, as a JSON Pointer.
   */
  path: string;
  /**
   * The value, any JSON value (required, and may be null).
   */
  value: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
export interface AGUIJsonPatchOperation2 {
  /**
   * The op that tells the members apart.
   */
  op: string;
  [k: string]: unknown;
}
/**
 * The name and JSON-text arguments of a tool call in an AG-UI assistant message.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIFunctionCall
 */
export interface AGUIFunctionCall {
  /**
   * Name of the tool.
   */
  name: string;
  /**
   * The arguments as JSON text.
   */
  arguments: string;
  [k: string]: unknown;
}
/**
 * A tool call made by an AG-UI assistant message.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIToolCall
 */
export interface AGUIToolCall {
  /**
   * Identifier of the call.
   */
  id: string;
  /**
   * Kind of the call; always 'function'.
   */
  type: "function";
  /**
   * The tool's name and arguments.
   */
  function: AGUIFunctionCall;
  /**
   * Encrypted provider data for the call.
   */
  encryptedValue?: string;
  /**
   * Extra information about the call, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Instructions from the application developer. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIDeveloperMessage
 */
export interface AGUIDeveloperMessage {
  /**
   * Identifier of the subagent invocation the message belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'developer'.
   */
  role: "developer";
  /**
   * Name of the sender.
   */
  name?: string;
  /**
   * Encrypted provider data for the message.
   */
  encryptedValue?: string;
  /**
   * Extra information about the message, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The text.
   */
  content: string;
  [k: string]: unknown;
}
/**
 * Instructions from the system. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUISystemMessage
 */
export interface AGUISystemMessage {
  /**
   * Identifier of the subagent invocation the message belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'system'.
   */
  role: "system";
  /**
   * Name of the sender.
   */
  name?: string;
  /**
   * Encrypted provider data for the message.
   */
  encryptedValue?: string;
  /**
   * Extra information about the message, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The text.
   */
  content: string;
  [k: string]: unknown;
}
/**
 * A message from the agent; it may hold only tool calls. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIAssistantMessage
 */
export interface AGUIAssistantMessage {
  /**
   * Identifier of the subagent invocation the message belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'assistant'.
   */
  role: "assistant";
  /**
   * Name of the sender.
   */
  name?: string;
  /**
   * Encrypted provider data for the message.
   */
  encryptedValue?: string;
  /**
   * Extra information about the message, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The text.
   */
  content?: string;
  /**
   * Tool calls the message makes.
   */
  toolCalls?: AGUIToolCall[];
  [k: string]: unknown;
}
/**
 * A message from the person using the application. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIUserMessage
 */
export interface AGUIUserMessage {
  /**
   * Identifier of the subagent invocation the message belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'user'.
   */
  role: "user";
  /**
   * Name of the sender.
   */
  name?: string;
  /**
   * Encrypted provider data for the message.
   */
  encryptedValue?: string;
  /**
   * Extra information about the message, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * The text, or a list of content parts.
   */
  content: string | AGUIContentPart[];
  [k: string]: unknown;
}
/**
 * What a tool returned. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIToolMessage
 */
export interface AGUIToolMessage {
  /**
   * Identifier of the subagent invocation the message belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'tool'.
   */
  role: "tool";
  /**
   * The output: text, or a list of content parts.
   */
  content: string | AGUIContentPart[];
  /**
   * Identifier of the tool call answered.
   */
  toolCallId: string;
  /**
   * Text of the error, when the tool failed.
   */
  error?: string;
  /**
   * Encrypted provider data for the message.
   */
  encryptedValue?: string;
  /**
   * Extra information about the message, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * Structured progress kept in the message sequence. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIActivityMessage
 */
export interface AGUIActivityMessage {
  /**
   * Identifier of the subagent invocation the message belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'activity'.
   */
  role: "activity";
  /**
   * Kind of the activity.
   */
  activityType: string;
  /**
   * The activity's content, an object.
   */
  content: {
    [k: string]: unknown;
  };
  /**
   * Extra information about the message, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * A span of the agent's reasoning. A message of AG-UI protocol 1.0 (packages @ag-ui/core 1.0.0 and ag-ui-protocol 1.0.0). Unknown keys are allowed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIReasoningMessage
 */
export interface AGUIReasoningMessage {
  /**
   * Identifier of the subagent invocation the message belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the message.
   */
  id: string;
  /**
   * Role of the message; always 'reasoning'.
   */
  role: "reasoning";
  /**
   * The reasoning text.
   */
  content: string;
  /**
   * Encrypted provider data for the message.
   */
  encryptedValue?: string;
  /**
   * Extra information about the message, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
export interface AGUIMessage2 {
  /**
   * The role that tells the members apart.
   */
  role: string;
  [k: string]: unknown;
}
/**
 * A tool the agent may call.
 *
 * Schema: chatschema.schema.json#/$defs/AGUITool
 */
export interface AGUITool {
  /**
   * Name of the tool.
   */
  name: string;
  /**
   * What the tool does.
   */
  description: string;
  /**
   * JSON Schema of the arguments, any JSON value but null.
   */
  parameters?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information about the tool, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * A named piece of information given to the agent for a run.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIContext
 */
export interface AGUIContext {
  /**
   * What the information is.
   */
  description: string;
  /**
   * The information.
   */
  value: string;
  [k: string]: unknown;
}
/**
 * An answer to one interrupt, sent with the run that continues from it.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIResumeEntry
 */
export interface AGUIResumeEntry {
  /**
   * Identifier of the interrupt answered.
   */
  interruptId: string;
  /**
   * Whether the interrupt was answered or abandoned.
   */
  status: "resolved" | "cancelled";
  /**
   * The answer, any JSON value but null.
   */
  payload?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Extra information, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * A request to run an agent, echoed back in RUN_STARTED.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunAgentInput
 */
export interface AGUIRunAgentInput {
  /**
   * Identifier of the conversation thread.
   */
  threadId: string;
  /**
   * Identifier of the run.
   */
  runId: string;
  /**
   * The AG-UI protocol version the caller speaks.
   */
  protocolVersion?: string;
  /**
   * Identifier of the run this one continues.
   */
  parentRunId?: string;
  /**
   * The agent state, any JSON value; null means none.
   */
  state?: {
    [k: string]: unknown;
  };
  /**
   * The conversation so far.
   */
  messages: AGUIMessage[];
  /**
   * Tools the agent may call.
   */
  tools?: AGUITool[];
  /**
   * Information given to the agent.
   */
  context?: AGUIContext[];
  /**
   * Application data passed through to the agent, any JSON value but null.
   */
  forwardedProps?:
    | string
    | number
    | boolean
    | unknown[]
    | {
        [k: string]: unknown;
      };
  /**
   * Answers to the interrupts the run continues from.
   */
  resume?: AGUIResumeEntry[];
  [k: string]: unknown;
}
/**
 * Something a run needs from outside before it can go on, such as an approval.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIInterrupt
 */
export interface AGUIInterrupt {
  /**
   * Identifier of the subagent invocation the interrupt belongs to.
   */
  subagentRunId?: string;
  /**
   * Identifier of the interrupt.
   */
  id: string;
  /**
   * Why the run is waiting.
   */
  reason: string;
  /**
   * Text shown to the user.
   */
  message?: string;
  /**
   * Identifier of the tool call that waits.
   */
  toolCallId?: string;
  /**
   * JSON Schema of the expected answer, an object.
   */
  responseSchema?: {
    [k: string]: unknown;
  };
  /**
   * When the interrupt expires.
   */
  expiresAt?: string;
  /**
   * Extra information, an object open by key.
   */
  metadata?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * The run completed.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunFinishedSuccessOutcome
 */
export interface AGUIRunFinishedSuccessOutcome {
  /**
   * Type tag; always 'success'.
   */
  type: "success";
  /**
   * Tool calls left for the application to answer.
   */
  pendingToolCallIds?: string[];
  [k: string]: unknown;
}
/**
 * The run is paused until its interrupts are answered.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunFinishedInterruptOutcome
 */
export interface AGUIRunFinishedInterruptOutcome {
  /**
   * Type tag; always 'interrupt'.
   */
  type: "interrupt";
  /**
   * What the run waits for; at least one.
   *
   * @minItems 1
   */
  interrupts: [AGUIInterrupt, ...AGUIInterrupt[]];
  [k: string]: unknown;
}
/**
 * The run was stopped before it completed, without failing.
 *
 * Schema: chatschema.schema.json#/$defs/AGUIRunFinishedCancelledOutcome
 */
export interface AGUIRunFinishedCancelledOutcome {
  /**
   * Type tag; always 'cancelled'.
   */
  type: "cancelled";
  [k: string]: unknown;
}
export interface AGUIRunFinishedOutcome2 {
  /**
   * The type that tells the members apart.
   */
  type: string;
  [k: string]: unknown;
}
/**
 * The subagent completed its work.
 *
 * Schema: chatschema.schema.json#/$defs/AGUISubagentFinishedSuccessOutcome
 */
export interface AGUISubagentFinishedSuccessOutcome {
  /**
   * Type tag; always 'success'.
   */
  type: "success";
  [k: string]: unknown;
}
/**
 * The subagent is paused until outside input arrives.
 *
 * Schema: chatschema.schema.json#/$defs/AGUISubagentFinishedSuspendedOutcome
 */
export interface AGUISubagentFinishedSuspendedOutcome {
  /**
   * Type tag; always 'suspended'.
   */
  type: "suspended";
  /**
   * The interrupts it waits for.
   */
  interruptIds?: string[];
  [k: string]: unknown;
}
export interface AGUISubagentFinishedOutcome2 {
  /**
   * The type that tells the members apart.
   */
  type: string;
  [k: string]: unknown;
}
/**
 * Token counts for one provider and model: inputTokens and outputTokens are totals, the other counts are parts of them.
 *
 * Schema: chatschema.schema.json#/$defs/AGUITokenUsage
 */
export interface AGUITokenUsage {
  /**
   * Name of the provider.
   */
  provider?: string;
  /**
   * Name of the model.
   */
  model?: string;
  /**
   * Tokens in the input.
   */
  inputTokens?: number;
  /**
   * Tokens in the output.
   */
  outputTokens?: number;
  /**
   * Input and output tokens together.
   */
  totalTokens?: number;
  /**
   * Output tokens spent on reasoning.
   */
  reasoningTokens?: number;
  /**
   * Input tokens read from a cache.
   */
  cachedInputTokens?: number;
  /**
   * Input tokens written to a cache.
   */
  cacheWriteInputTokens?: number;
  [k: string]: unknown;
}
/**
 * Token counts for one model call.
 *
 * Schema: chatschema.schema.json#/$defs/UsageMetadata
 */
export interface UsageMetadata {
  /**
   * Number of tokens in the input (prompt).
   */
  input_tokens: number;
  /**
   * Number of tokens in the output (completion).
   */
  output_tokens: number;
  /**
   * Total number of tokens, usually input plus output.
   */
  total_tokens: number;
  /**
   * Breakdown of the input tokens.
   */
  input_token_details?: InputTokenDetails;
  /**
   * Breakdown of the output tokens.
   */
  output_token_details?: OutputTokenDetails;
  [k: string]: unknown;
}
/**
 * Breakdown of input tokens by kind. Keys other than the listed ones are allowed and must hold integers, for example provider-specific cache counters.
 *
 * Schema: chatschema.schema.json#/$defs/InputTokenDetails
 */
export interface InputTokenDetails {
  /**
   * Input tokens that were audio.
   */
  audio?: number;
  /**
   * Input tokens written to a prompt cache.
   */
  cache_creation?: number;
  /**
   * Input tokens read from a prompt cache.
   */
  cache_read?: number;
  [k: string]: number | undefined;
}
/**
 * Breakdown of output tokens by kind. Keys other than the listed ones are allowed and must hold integers.
 *
 * Schema: chatschema.schema.json#/$defs/OutputTokenDetails
 */
export interface OutputTokenDetails {
  /**
   * Output tokens that were audio.
   */
  audio?: number;
  /**
   * Output tokens spent on reasoning that is not part of the visible answer.
   */
  reasoning?: number;
  [k: string]: number | undefined;
}
