// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 34a312ee30735e99ac33b5f65714b7699ed1c890a67b99f05a68eb9c5cd6d0b3
// Every validator in one table by title: importing it keeps them all.
import { AGUIActivityDeltaEvent } from "./AGUIActivityDeltaEvent.js";
import { AGUIActivityMessage } from "./AGUIActivityMessage.js";
import { AGUIActivitySnapshotEvent } from "./AGUIActivitySnapshotEvent.js";
import { AGUIAssistantMessage } from "./AGUIAssistantMessage.js";
import { AGUIAudioPart } from "./AGUIAudioPart.js";
import { AGUIContentPart } from "./AGUIContentPart.js";
import { AGUIContext } from "./AGUIContext.js";
import { AGUICustomEvent } from "./AGUICustomEvent.js";
import { AGUIDataSource } from "./AGUIDataSource.js";
import { AGUIDeveloperMessage } from "./AGUIDeveloperMessage.js";
import { AGUIDocumentPart } from "./AGUIDocumentPart.js";
import { AGUIEvent } from "./AGUIEvent.js";
import { AGUIFileSource } from "./AGUIFileSource.js";
import { AGUIFunctionCall } from "./AGUIFunctionCall.js";
import { AGUIImagePart } from "./AGUIImagePart.js";
import { AGUIInterrupt } from "./AGUIInterrupt.js";
import { AGUIJsonPatchAddOperation } from "./AGUIJsonPatchAddOperation.js";
import { AGUIJsonPatchCopyOperation } from "./AGUIJsonPatchCopyOperation.js";
import { AGUIJsonPatchMoveOperation } from "./AGUIJsonPatchMoveOperation.js";
import { AGUIJsonPatchOperation } from "./AGUIJsonPatchOperation.js";
import { AGUIJsonPatchRemoveOperation } from "./AGUIJsonPatchRemoveOperation.js";
import { AGUIJsonPatchReplaceOperation } from "./AGUIJsonPatchReplaceOperation.js";
import { AGUIJsonPatchTestOperation } from "./AGUIJsonPatchTestOperation.js";
import { AGUIMessage } from "./AGUIMessage.js";
import { AGUIMessagesSnapshotEvent } from "./AGUIMessagesSnapshotEvent.js";
import { AGUIPartSource } from "./AGUIPartSource.js";
import { AGUIRawEvent } from "./AGUIRawEvent.js";
import { AGUIReasoningEncryptedValueEvent } from "./AGUIReasoningEncryptedValueEvent.js";
import { AGUIReasoningEndEvent } from "./AGUIReasoningEndEvent.js";
import { AGUIReasoningMessage } from "./AGUIReasoningMessage.js";
import { AGUIReasoningMessageChunkEvent } from "./AGUIReasoningMessageChunkEvent.js";
import { AGUIReasoningMessageContentEvent } from "./AGUIReasoningMessageContentEvent.js";
import { AGUIReasoningMessageEndEvent } from "./AGUIReasoningMessageEndEvent.js";
import { AGUIReasoningMessageStartEvent } from "./AGUIReasoningMessageStartEvent.js";
import { AGUIReasoningStartEvent } from "./AGUIReasoningStartEvent.js";
import { AGUIResumeEntry } from "./AGUIResumeEntry.js";
import { AGUIRunAgentInput } from "./AGUIRunAgentInput.js";
import { AGUIRunErrorEvent } from "./AGUIRunErrorEvent.js";
import { AGUIRunFinishedCancelledOutcome } from "./AGUIRunFinishedCancelledOutcome.js";
import { AGUIRunFinishedEvent } from "./AGUIRunFinishedEvent.js";
import { AGUIRunFinishedInterruptOutcome } from "./AGUIRunFinishedInterruptOutcome.js";
import { AGUIRunFinishedOutcome } from "./AGUIRunFinishedOutcome.js";
import { AGUIRunFinishedSuccessOutcome } from "./AGUIRunFinishedSuccessOutcome.js";
import { AGUIRunStartedEvent } from "./AGUIRunStartedEvent.js";
import { AGUIStateDeltaEvent } from "./AGUIStateDeltaEvent.js";
import { AGUIStateSnapshotEvent } from "./AGUIStateSnapshotEvent.js";
import { AGUIStepFinishedEvent } from "./AGUIStepFinishedEvent.js";
import { AGUIStepStartedEvent } from "./AGUIStepStartedEvent.js";
import { AGUISubagentErrorEvent } from "./AGUISubagentErrorEvent.js";
import { AGUISubagentFinishedEvent } from "./AGUISubagentFinishedEvent.js";
import { AGUISubagentFinishedOutcome } from "./AGUISubagentFinishedOutcome.js";
import { AGUISubagentFinishedSuccessOutcome } from "./AGUISubagentFinishedSuccessOutcome.js";
import { AGUISubagentFinishedSuspendedOutcome } from "./AGUISubagentFinishedSuspendedOutcome.js";
import { AGUISubagentStartedEvent } from "./AGUISubagentStartedEvent.js";
import { AGUISystemMessage } from "./AGUISystemMessage.js";
import { AGUITextMessageChunkEvent } from "./AGUITextMessageChunkEvent.js";
import { AGUITextMessageContentEvent } from "./AGUITextMessageContentEvent.js";
import { AGUITextMessageEndEvent } from "./AGUITextMessageEndEvent.js";
import { AGUITextMessageStartEvent } from "./AGUITextMessageStartEvent.js";
import { AGUITextPart } from "./AGUITextPart.js";
import { AGUITokenUsage } from "./AGUITokenUsage.js";
import { AGUITool } from "./AGUITool.js";
import { AGUIToolCall } from "./AGUIToolCall.js";
import { AGUIToolCallArgsEvent } from "./AGUIToolCallArgsEvent.js";
import { AGUIToolCallChunkEvent } from "./AGUIToolCallChunkEvent.js";
import { AGUIToolCallEndEvent } from "./AGUIToolCallEndEvent.js";
import { AGUIToolCallResultEvent } from "./AGUIToolCallResultEvent.js";
import { AGUIToolCallStartEvent } from "./AGUIToolCallStartEvent.js";
import { AGUIToolMessage } from "./AGUIToolMessage.js";
import { AGUIUrlSource } from "./AGUIUrlSource.js";
import { AGUIUserMessage } from "./AGUIUserMessage.js";
import { AGUIVideoPart } from "./AGUIVideoPart.js";
import { AIMessage } from "./AIMessage.js";
import { AIMessageChunk } from "./AIMessageChunk.js";
import { AISDKAbortChunk } from "./AISDKAbortChunk.js";
import { AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";
import { AISDKChunkToolMetadata } from "./AISDKChunkToolMetadata.js";
import { AISDKDataChunk } from "./AISDKDataChunk.js";
import { AISDKErrorChunk } from "./AISDKErrorChunk.js";
import { AISDKFileChunk } from "./AISDKFileChunk.js";
import { AISDKFinishChunk } from "./AISDKFinishChunk.js";
import { AISDKFinishStepChunk } from "./AISDKFinishStepChunk.js";
import { AISDKMessageMetadataChunk } from "./AISDKMessageMetadataChunk.js";
import { AISDKReasoningDeltaChunk } from "./AISDKReasoningDeltaChunk.js";
import { AISDKReasoningEndChunk } from "./AISDKReasoningEndChunk.js";
import { AISDKReasoningStartChunk } from "./AISDKReasoningStartChunk.js";
import { AISDKSourceDocumentChunk } from "./AISDKSourceDocumentChunk.js";
import { AISDKSourceUrlChunk } from "./AISDKSourceUrlChunk.js";
import { AISDKStartChunk } from "./AISDKStartChunk.js";
import { AISDKStartStepChunk } from "./AISDKStartStepChunk.js";
import { AISDKTextDeltaChunk } from "./AISDKTextDeltaChunk.js";
import { AISDKTextEndChunk } from "./AISDKTextEndChunk.js";
import { AISDKTextStartChunk } from "./AISDKTextStartChunk.js";
import { AISDKToolApprovalRequestChunk } from "./AISDKToolApprovalRequestChunk.js";
import { AISDKToolInputAvailableChunk } from "./AISDKToolInputAvailableChunk.js";
import { AISDKToolInputDeltaChunk } from "./AISDKToolInputDeltaChunk.js";
import { AISDKToolInputErrorChunk } from "./AISDKToolInputErrorChunk.js";
import { AISDKToolInputStartChunk } from "./AISDKToolInputStartChunk.js";
import { AISDKToolOutputAvailableChunk } from "./AISDKToolOutputAvailableChunk.js";
import { AISDKToolOutputDeniedChunk } from "./AISDKToolOutputDeniedChunk.js";
import { AISDKToolOutputErrorChunk } from "./AISDKToolOutputErrorChunk.js";
import { AISDKUIMessageChunk } from "./AISDKUIMessageChunk.js";
import { Annotation } from "./Annotation.js";
import { AnnotationItem } from "./AnnotationItem.js";
import { AnyMessage } from "./AnyMessage.js";
import { AudioContentBlock } from "./AudioContentBlock.js";
import { ChatMessage } from "./ChatMessage.js";
import { ChatMessageChunk } from "./ChatMessageChunk.js";
import { Citation } from "./Citation.js";
import { ContentBlock } from "./ContentBlock.js";
import { ContentItem } from "./ContentItem.js";
import { ContentPart } from "./ContentPart.js";
import { DataContentBlock } from "./DataContentBlock.js";
import { Extras } from "./Extras.js";
import { FileContentBlock } from "./FileContentBlock.js";
import { FunctionMessage } from "./FunctionMessage.js";
import { FunctionMessageChunk } from "./FunctionMessageChunk.js";
import { HumanMessage } from "./HumanMessage.js";
import { HumanMessageChunk } from "./HumanMessageChunk.js";
import { ImageContentBlock } from "./ImageContentBlock.js";
import { InputTokenDetails } from "./InputTokenDetails.js";
import { InvalidToolCall } from "./InvalidToolCall.js";
import { JSONObject } from "./JSONObject.js";
import { LangChainSerializedMessage } from "./LangChainSerializedMessage.js";
import { MediaSource } from "./MediaSource.js";
import { MessageContent } from "./MessageContent.js";
import { NonStandardAnnotation } from "./NonStandardAnnotation.js";
import { NonStandardContentBlock } from "./NonStandardContentBlock.js";
import { OtelBlobPart } from "./OtelBlobPart.js";
import { OtelChatMessage } from "./OtelChatMessage.js";
import { OtelCompactionPart } from "./OtelCompactionPart.js";
import { OtelFilePart } from "./OtelFilePart.js";
import { OtelFinishReason } from "./OtelFinishReason.js";
import { OtelFunctionToolDefinition } from "./OtelFunctionToolDefinition.js";
import { OtelGenericPart } from "./OtelGenericPart.js";
import { OtelGenericServerToolCall } from "./OtelGenericServerToolCall.js";
import { OtelGenericServerToolCallResponse } from "./OtelGenericServerToolCallResponse.js";
import { OtelGenericToolDefinition } from "./OtelGenericToolDefinition.js";
import { OtelInputMessages } from "./OtelInputMessages.js";
import { OtelJSONSchema } from "./OtelJSONSchema.js";
import { OtelMemoryRecord } from "./OtelMemoryRecord.js";
import { OtelMemoryRecords } from "./OtelMemoryRecords.js";
import { OtelModality } from "./OtelModality.js";
import { OtelOutputMessage } from "./OtelOutputMessage.js";
import { OtelOutputMessages } from "./OtelOutputMessages.js";
import { OtelPart } from "./OtelPart.js";
import { OtelReasoningPart } from "./OtelReasoningPart.js";
import { OtelRetrievalDocument } from "./OtelRetrievalDocument.js";
import { OtelRetrievalDocuments } from "./OtelRetrievalDocuments.js";
import { OtelRole } from "./OtelRole.js";
import { OtelServerToolCallPart } from "./OtelServerToolCallPart.js";
import { OtelServerToolCallResponsePart } from "./OtelServerToolCallResponsePart.js";
import { OtelSystemInstructionPart } from "./OtelSystemInstructionPart.js";
import { OtelSystemInstructions } from "./OtelSystemInstructions.js";
import { OtelTextPart } from "./OtelTextPart.js";
import { OtelToolCallArguments } from "./OtelToolCallArguments.js";
import { OtelToolCallRequestPart } from "./OtelToolCallRequestPart.js";
import { OtelToolCallResponsePart } from "./OtelToolCallResponsePart.js";
import { OtelToolCallResult } from "./OtelToolCallResult.js";
import { OtelToolDefinition } from "./OtelToolDefinition.js";
import { OtelToolDefinitions } from "./OtelToolDefinitions.js";
import { OtelUriPart } from "./OtelUriPart.js";
import { OutputTokenDetails } from "./OutputTokenDetails.js";
import { PlainTextContentBlock } from "./PlainTextContentBlock.js";
import { ReasoningContentBlock } from "./ReasoningContentBlock.js";
import { RefusalContentBlock } from "./RefusalContentBlock.js";
import { RemoveMessage } from "./RemoveMessage.js";
import { SerializedAIMessage } from "./SerializedAIMessage.js";
import { SerializedAIMessageChunk } from "./SerializedAIMessageChunk.js";
import { SerializedChatMessage } from "./SerializedChatMessage.js";
import { SerializedChatMessageChunk } from "./SerializedChatMessageChunk.js";
import { SerializedFunctionMessage } from "./SerializedFunctionMessage.js";
import { SerializedFunctionMessageChunk } from "./SerializedFunctionMessageChunk.js";
import { SerializedHumanMessage } from "./SerializedHumanMessage.js";
import { SerializedHumanMessageChunk } from "./SerializedHumanMessageChunk.js";
import { SerializedMessage } from "./SerializedMessage.js";
import { SerializedRemoveMessage } from "./SerializedRemoveMessage.js";
import { SerializedSystemMessage } from "./SerializedSystemMessage.js";
import { SerializedSystemMessageChunk } from "./SerializedSystemMessageChunk.js";
import { SerializedToolMessage } from "./SerializedToolMessage.js";
import { SerializedToolMessageChunk } from "./SerializedToolMessageChunk.js";
import { ServerToolCall } from "./ServerToolCall.js";
import { ServerToolCallChunk } from "./ServerToolCallChunk.js";
import { ServerToolResult } from "./ServerToolResult.js";
import { SystemMessage } from "./SystemMessage.js";
import { SystemMessageChunk } from "./SystemMessageChunk.js";
import { TextContentBlock } from "./TextContentBlock.js";
import { ToolCall } from "./ToolCall.js";
import { ToolCallChunk } from "./ToolCallChunk.js";
import { ToolMessage } from "./ToolMessage.js";
import { ToolMessageChunk } from "./ToolMessageChunk.js";
import { UsageMetadata } from "./UsageMetadata.js";
import { VideoContentBlock } from "./VideoContentBlock.js";

/** Every validator by schema title. */
export const validators = {
  AGUIActivityDeltaEvent,
  AGUIActivityMessage,
  AGUIActivitySnapshotEvent,
  AGUIAssistantMessage,
  AGUIAudioPart,
  AGUIContentPart,
  AGUIContext,
  AGUICustomEvent,
  AGUIDataSource,
  AGUIDeveloperMessage,
  AGUIDocumentPart,
  AGUIEvent,
  AGUIFileSource,
  AGUIFunctionCall,
  AGUIImagePart,
  AGUIInterrupt,
  AGUIJsonPatchAddOperation,
  AGUIJsonPatchCopyOperation,
  AGUIJsonPatchMoveOperation,
  AGUIJsonPatchOperation,
  AGUIJsonPatchRemoveOperation,
  AGUIJsonPatchReplaceOperation,
  AGUIJsonPatchTestOperation,
  AGUIMessage,
  AGUIMessagesSnapshotEvent,
  AGUIPartSource,
  AGUIRawEvent,
  AGUIReasoningEncryptedValueEvent,
  AGUIReasoningEndEvent,
  AGUIReasoningMessage,
  AGUIReasoningMessageChunkEvent,
  AGUIReasoningMessageContentEvent,
  AGUIReasoningMessageEndEvent,
  AGUIReasoningMessageStartEvent,
  AGUIReasoningStartEvent,
  AGUIResumeEntry,
  AGUIRunAgentInput,
  AGUIRunErrorEvent,
  AGUIRunFinishedCancelledOutcome,
  AGUIRunFinishedEvent,
  AGUIRunFinishedInterruptOutcome,
  AGUIRunFinishedOutcome,
  AGUIRunFinishedSuccessOutcome,
  AGUIRunStartedEvent,
  AGUIStateDeltaEvent,
  AGUIStateSnapshotEvent,
  AGUIStepFinishedEvent,
  AGUIStepStartedEvent,
  AGUISubagentErrorEvent,
  AGUISubagentFinishedEvent,
  AGUISubagentFinishedOutcome,
  AGUISubagentFinishedSuccessOutcome,
  AGUISubagentFinishedSuspendedOutcome,
  AGUISubagentStartedEvent,
  AGUISystemMessage,
  AGUITextMessageChunkEvent,
  AGUITextMessageContentEvent,
  AGUITextMessageEndEvent,
  AGUITextMessageStartEvent,
  AGUITextPart,
  AGUITokenUsage,
  AGUITool,
  AGUIToolCall,
  AGUIToolCallArgsEvent,
  AGUIToolCallChunkEvent,
  AGUIToolCallEndEvent,
  AGUIToolCallResultEvent,
  AGUIToolCallStartEvent,
  AGUIToolMessage,
  AGUIUrlSource,
  AGUIUserMessage,
  AGUIVideoPart,
  AIMessage,
  AIMessageChunk,
  AISDKAbortChunk,
  AISDKChunkProviderMetadata,
  AISDKChunkToolMetadata,
  AISDKDataChunk,
  AISDKErrorChunk,
  AISDKFileChunk,
  AISDKFinishChunk,
  AISDKFinishStepChunk,
  AISDKMessageMetadataChunk,
  AISDKReasoningDeltaChunk,
  AISDKReasoningEndChunk,
  AISDKReasoningStartChunk,
  AISDKSourceDocumentChunk,
  AISDKSourceUrlChunk,
  AISDKStartChunk,
  AISDKStartStepChunk,
  AISDKTextDeltaChunk,
  AISDKTextEndChunk,
  AISDKTextStartChunk,
  AISDKToolApprovalRequestChunk,
  AISDKToolInputAvailableChunk,
  AISDKToolInputDeltaChunk,
  AISDKToolInputErrorChunk,
  AISDKToolInputStartChunk,
  AISDKToolOutputAvailableChunk,
  AISDKToolOutputDeniedChunk,
  AISDKToolOutputErrorChunk,
  AISDKUIMessageChunk,
  Annotation,
  AnnotationItem,
  AnyMessage,
  AudioContentBlock,
  ChatMessage,
  ChatMessageChunk,
  Citation,
  ContentBlock,
  ContentItem,
  ContentPart,
  DataContentBlock,
  Extras,
  FileContentBlock,
  FunctionMessage,
  FunctionMessageChunk,
  HumanMessage,
  HumanMessageChunk,
  ImageContentBlock,
  InputTokenDetails,
  InvalidToolCall,
  JSONObject,
  LangChainSerializedMessage,
  MediaSource,
  MessageContent,
  NonStandardAnnotation,
  NonStandardContentBlock,
  OtelBlobPart,
  OtelChatMessage,
  OtelCompactionPart,
  OtelFilePart,
  OtelFinishReason,
  OtelFunctionToolDefinition,
  OtelGenericPart,
  OtelGenericServerToolCall,
  OtelGenericServerToolCallResponse,
  OtelGenericToolDefinition,
  OtelInputMessages,
  OtelJSONSchema,
  OtelMemoryRecord,
  OtelMemoryRecords,
  OtelModality,
  OtelOutputMessage,
  OtelOutputMessages,
  OtelPart,
  OtelReasoningPart,
  OtelRetrievalDocument,
  OtelRetrievalDocuments,
  OtelRole,
  OtelServerToolCallPart,
  OtelServerToolCallResponsePart,
  OtelSystemInstructionPart,
  OtelSystemInstructions,
  OtelTextPart,
  OtelToolCallArguments,
  OtelToolCallRequestPart,
  OtelToolCallResponsePart,
  OtelToolCallResult,
  OtelToolDefinition,
  OtelToolDefinitions,
  OtelUriPart,
  OutputTokenDetails,
  PlainTextContentBlock,
  ReasoningContentBlock,
  RefusalContentBlock,
  RemoveMessage,
  SerializedAIMessage,
  SerializedAIMessageChunk,
  SerializedChatMessage,
  SerializedChatMessageChunk,
  SerializedFunctionMessage,
  SerializedFunctionMessageChunk,
  SerializedHumanMessage,
  SerializedHumanMessageChunk,
  SerializedMessage,
  SerializedRemoveMessage,
  SerializedSystemMessage,
  SerializedSystemMessageChunk,
  SerializedToolMessage,
  SerializedToolMessageChunk,
  ServerToolCall,
  ServerToolCallChunk,
  ServerToolResult,
  SystemMessage,
  SystemMessageChunk,
  TextContentBlock,
  ToolCall,
  ToolCallChunk,
  ToolMessage,
  ToolMessageChunk,
  UsageMetadata,
  VideoContentBlock,
} as const;

/** A schema title. */
export type Title = keyof typeof validators;
