// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
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
import { AIMessageAdditionalKwargs } from "./AIMessageAdditionalKwargs.js";
import { AIMessageChunk } from "./AIMessageChunk.js";
import { AISDKAbortChunk } from "./AISDKAbortChunk.js";
import { AISDKAssistantContentPart } from "./AISDKAssistantContentPart.js";
import { AISDKAssistantModelMessage } from "./AISDKAssistantModelMessage.js";
import { AISDKAssistantUIMessage } from "./AISDKAssistantUIMessage.js";
import { AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";
import { AISDKChunkToolMetadata } from "./AISDKChunkToolMetadata.js";
import { AISDKContentOutput } from "./AISDKContentOutput.js";
import { AISDKCustomContentItem } from "./AISDKCustomContentItem.js";
import { AISDKDataChunk } from "./AISDKDataChunk.js";
import { AISDKDataUIPart } from "./AISDKDataUIPart.js";
import { AISDKDynamicToolApprovalRequestedUIPart } from "./AISDKDynamicToolApprovalRequestedUIPart.js";
import { AISDKDynamicToolApprovalRespondedUIPart } from "./AISDKDynamicToolApprovalRespondedUIPart.js";
import { AISDKDynamicToolInputAvailableUIPart } from "./AISDKDynamicToolInputAvailableUIPart.js";
import { AISDKDynamicToolInputStreamingUIPart } from "./AISDKDynamicToolInputStreamingUIPart.js";
import { AISDKDynamicToolOutputAvailableUIPart } from "./AISDKDynamicToolOutputAvailableUIPart.js";
import { AISDKDynamicToolOutputDeniedUIPart } from "./AISDKDynamicToolOutputDeniedUIPart.js";
import { AISDKDynamicToolOutputErrorUIPart } from "./AISDKDynamicToolOutputErrorUIPart.js";
import { AISDKDynamicToolUIPart } from "./AISDKDynamicToolUIPart.js";
import { AISDKErrorChunk } from "./AISDKErrorChunk.js";
import { AISDKErrorJSONOutput } from "./AISDKErrorJSONOutput.js";
import { AISDKErrorTextOutput } from "./AISDKErrorTextOutput.js";
import { AISDKExecutionDeniedOutput } from "./AISDKExecutionDeniedOutput.js";
import { AISDKFileChunk } from "./AISDKFileChunk.js";
import { AISDKFileDataContentItem } from "./AISDKFileDataContentItem.js";
import { AISDKFileIdContentItem } from "./AISDKFileIdContentItem.js";
import { AISDKFilePart } from "./AISDKFilePart.js";
import { AISDKFileUIPart } from "./AISDKFileUIPart.js";
import { AISDKFileURLContentItem } from "./AISDKFileURLContentItem.js";
import { AISDKFinishChunk } from "./AISDKFinishChunk.js";
import { AISDKFinishStepChunk } from "./AISDKFinishStepChunk.js";
import { AISDKImageDataContentItem } from "./AISDKImageDataContentItem.js";
import { AISDKImageFileIdContentItem } from "./AISDKImageFileIdContentItem.js";
import { AISDKImagePart } from "./AISDKImagePart.js";
import { AISDKImageURLContentItem } from "./AISDKImageURLContentItem.js";
import { AISDKJSONOutput } from "./AISDKJSONOutput.js";
import { AISDKMediaContentItem } from "./AISDKMediaContentItem.js";
import { AISDKMessageMetadataChunk } from "./AISDKMessageMetadataChunk.js";
import { AISDKModelMessage } from "./AISDKModelMessage.js";
import { AISDKProviderMetadata } from "./AISDKProviderMetadata.js";
import { AISDKProviderOptions } from "./AISDKProviderOptions.js";
import { AISDKReasoningDeltaChunk } from "./AISDKReasoningDeltaChunk.js";
import { AISDKReasoningEndChunk } from "./AISDKReasoningEndChunk.js";
import { AISDKReasoningPart } from "./AISDKReasoningPart.js";
import { AISDKReasoningStartChunk } from "./AISDKReasoningStartChunk.js";
import { AISDKReasoningUIPart } from "./AISDKReasoningUIPart.js";
import { AISDKSourceDocumentChunk } from "./AISDKSourceDocumentChunk.js";
import { AISDKSourceDocumentUIPart } from "./AISDKSourceDocumentUIPart.js";
import { AISDKSourceURLUIPart } from "./AISDKSourceURLUIPart.js";
import { AISDKSourceUrlChunk } from "./AISDKSourceUrlChunk.js";
import { AISDKStartChunk } from "./AISDKStartChunk.js";
import { AISDKStartStepChunk } from "./AISDKStartStepChunk.js";
import { AISDKStepStartUIPart } from "./AISDKStepStartUIPart.js";
import { AISDKSystemModelMessage } from "./AISDKSystemModelMessage.js";
import { AISDKSystemUIMessage } from "./AISDKSystemUIMessage.js";
import { AISDKTextContentItem } from "./AISDKTextContentItem.js";
import { AISDKTextDeltaChunk } from "./AISDKTextDeltaChunk.js";
import { AISDKTextEndChunk } from "./AISDKTextEndChunk.js";
import { AISDKTextOutput } from "./AISDKTextOutput.js";
import { AISDKTextPart } from "./AISDKTextPart.js";
import { AISDKTextStartChunk } from "./AISDKTextStartChunk.js";
import { AISDKTextUIPart } from "./AISDKTextUIPart.js";
import { AISDKToolApprovalDenied } from "./AISDKToolApprovalDenied.js";
import { AISDKToolApprovalGranted } from "./AISDKToolApprovalGranted.js";
import { AISDKToolApprovalRequestChunk } from "./AISDKToolApprovalRequestChunk.js";
import { AISDKToolApprovalRequestPart } from "./AISDKToolApprovalRequestPart.js";
import { AISDKToolApprovalRequested } from "./AISDKToolApprovalRequested.js";
import { AISDKToolApprovalRequestedUIPart } from "./AISDKToolApprovalRequestedUIPart.js";
import { AISDKToolApprovalResponded } from "./AISDKToolApprovalResponded.js";
import { AISDKToolApprovalRespondedUIPart } from "./AISDKToolApprovalRespondedUIPart.js";
import { AISDKToolApprovalResponsePart } from "./AISDKToolApprovalResponsePart.js";
import { AISDKToolCallPart } from "./AISDKToolCallPart.js";
import { AISDKToolContentPart } from "./AISDKToolContentPart.js";
import { AISDKToolInputAvailableChunk } from "./AISDKToolInputAvailableChunk.js";
import { AISDKToolInputAvailableUIPart } from "./AISDKToolInputAvailableUIPart.js";
import { AISDKToolInputDeltaChunk } from "./AISDKToolInputDeltaChunk.js";
import { AISDKToolInputErrorChunk } from "./AISDKToolInputErrorChunk.js";
import { AISDKToolInputStartChunk } from "./AISDKToolInputStartChunk.js";
import { AISDKToolInputStreamingUIPart } from "./AISDKToolInputStreamingUIPart.js";
import { AISDKToolModelMessage } from "./AISDKToolModelMessage.js";
import { AISDKToolOutputAvailableChunk } from "./AISDKToolOutputAvailableChunk.js";
import { AISDKToolOutputAvailableUIPart } from "./AISDKToolOutputAvailableUIPart.js";
import { AISDKToolOutputDeniedChunk } from "./AISDKToolOutputDeniedChunk.js";
import { AISDKToolOutputDeniedUIPart } from "./AISDKToolOutputDeniedUIPart.js";
import { AISDKToolOutputErrorChunk } from "./AISDKToolOutputErrorChunk.js";
import { AISDKToolOutputErrorUIPart } from "./AISDKToolOutputErrorUIPart.js";
import { AISDKToolResultContentItem } from "./AISDKToolResultContentItem.js";
import { AISDKToolResultOutput } from "./AISDKToolResultOutput.js";
import { AISDKToolResultPart } from "./AISDKToolResultPart.js";
import { AISDKToolUIPart } from "./AISDKToolUIPart.js";
import { AISDKUIMessage } from "./AISDKUIMessage.js";
import { AISDKUIMessageChunk } from "./AISDKUIMessageChunk.js";
import { AISDKUIMessagePart } from "./AISDKUIMessagePart.js";
import { AISDKUserContentPart } from "./AISDKUserContentPart.js";
import { AISDKUserModelMessage } from "./AISDKUserModelMessage.js";
import { AISDKUserUIMessage } from "./AISDKUserUIMessage.js";
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
import { LangChainJSAIMessageData } from "./LangChainJSAIMessageData.js";
import { LangChainJSAnnotationItem } from "./LangChainJSAnnotationItem.js";
import { LangChainJSAudioContentBlock } from "./LangChainJSAudioContentBlock.js";
import { LangChainJSChatMessageData } from "./LangChainJSChatMessageData.js";
import { LangChainJSCitation } from "./LangChainJSCitation.js";
import { LangChainJSContentItem } from "./LangChainJSContentItem.js";
import { LangChainJSContentPart } from "./LangChainJSContentPart.js";
import { LangChainJSFileContentBlock } from "./LangChainJSFileContentBlock.js";
import { LangChainJSFunctionMessageData } from "./LangChainJSFunctionMessageData.js";
import { LangChainJSImageContentBlock } from "./LangChainJSImageContentBlock.js";
import { LangChainJSMediaSource } from "./LangChainJSMediaSource.js";
import { LangChainJSMessageContent } from "./LangChainJSMessageContent.js";
import { LangChainJSMessageData } from "./LangChainJSMessageData.js";
import { LangChainJSMimeType } from "./LangChainJSMimeType.js";
import { LangChainJSPlainTextContentBlock } from "./LangChainJSPlainTextContentBlock.js";
import { LangChainJSRemoveMessageData } from "./LangChainJSRemoveMessageData.js";
import { LangChainJSSerializedAIMessage } from "./LangChainJSSerializedAIMessage.js";
import { LangChainJSSerializedAIMessageChunk } from "./LangChainJSSerializedAIMessageChunk.js";
import { LangChainJSSerializedChatMessage } from "./LangChainJSSerializedChatMessage.js";
import { LangChainJSSerializedChatMessageChunk } from "./LangChainJSSerializedChatMessageChunk.js";
import { LangChainJSSerializedFunctionMessage } from "./LangChainJSSerializedFunctionMessage.js";
import { LangChainJSSerializedFunctionMessageChunk } from "./LangChainJSSerializedFunctionMessageChunk.js";
import { LangChainJSSerializedHumanMessage } from "./LangChainJSSerializedHumanMessage.js";
import { LangChainJSSerializedHumanMessageChunk } from "./LangChainJSSerializedHumanMessageChunk.js";
import { LangChainJSSerializedMessage } from "./LangChainJSSerializedMessage.js";
import { LangChainJSSerializedRemoveMessage } from "./LangChainJSSerializedRemoveMessage.js";
import { LangChainJSSerializedSystemMessage } from "./LangChainJSSerializedSystemMessage.js";
import { LangChainJSSerializedSystemMessageChunk } from "./LangChainJSSerializedSystemMessageChunk.js";
import { LangChainJSSerializedToolMessage } from "./LangChainJSSerializedToolMessage.js";
import { LangChainJSSerializedToolMessageChunk } from "./LangChainJSSerializedToolMessageChunk.js";
import { LangChainJSServerToolCallResult } from "./LangChainJSServerToolCallResult.js";
import { LangChainJSStoredAIMessage } from "./LangChainJSStoredAIMessage.js";
import { LangChainJSStoredChatMessage } from "./LangChainJSStoredChatMessage.js";
import { LangChainJSStoredFunctionMessage } from "./LangChainJSStoredFunctionMessage.js";
import { LangChainJSStoredHumanMessage } from "./LangChainJSStoredHumanMessage.js";
import { LangChainJSStoredMessage } from "./LangChainJSStoredMessage.js";
import { LangChainJSStoredRemoveMessage } from "./LangChainJSStoredRemoveMessage.js";
import { LangChainJSStoredSystemMessage } from "./LangChainJSStoredSystemMessage.js";
import { LangChainJSStoredToolMessage } from "./LangChainJSStoredToolMessage.js";
import { LangChainJSTextContentBlock } from "./LangChainJSTextContentBlock.js";
import { LangChainJSToolCallId } from "./LangChainJSToolCallId.js";
import { LangChainJSToolMessageData } from "./LangChainJSToolMessageData.js";
import { LangChainJSVideoContentBlock } from "./LangChainJSVideoContentBlock.js";
import { LangChainSerializedAIMessage } from "./LangChainSerializedAIMessage.js";
import { LangChainSerializedAIMessageChunk } from "./LangChainSerializedAIMessageChunk.js";
import { LangChainSerializedChatMessage } from "./LangChainSerializedChatMessage.js";
import { LangChainSerializedChatMessageChunk } from "./LangChainSerializedChatMessageChunk.js";
import { LangChainSerializedFunctionMessage } from "./LangChainSerializedFunctionMessage.js";
import { LangChainSerializedFunctionMessageChunk } from "./LangChainSerializedFunctionMessageChunk.js";
import { LangChainSerializedHumanMessage } from "./LangChainSerializedHumanMessage.js";
import { LangChainSerializedHumanMessageChunk } from "./LangChainSerializedHumanMessageChunk.js";
import { LangChainSerializedMessage } from "./LangChainSerializedMessage.js";
import { LangChainSerializedRemoveMessage } from "./LangChainSerializedRemoveMessage.js";
import { LangChainSerializedSystemMessage } from "./LangChainSerializedSystemMessage.js";
import { LangChainSerializedSystemMessageChunk } from "./LangChainSerializedSystemMessageChunk.js";
import { LangChainSerializedToolMessage } from "./LangChainSerializedToolMessage.js";
import { LangChainSerializedToolMessageChunk } from "./LangChainSerializedToolMessageChunk.js";
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
import { RawToolCall } from "./RawToolCall.js";
import { RawToolCallFunction } from "./RawToolCallFunction.js";
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
  AIMessageAdditionalKwargs,
  AIMessageChunk,
  AISDKAbortChunk,
  AISDKAssistantContentPart,
  AISDKAssistantModelMessage,
  AISDKAssistantUIMessage,
  AISDKChunkProviderMetadata,
  AISDKChunkToolMetadata,
  AISDKContentOutput,
  AISDKCustomContentItem,
  AISDKDataChunk,
  AISDKDataUIPart,
  AISDKDynamicToolApprovalRequestedUIPart,
  AISDKDynamicToolApprovalRespondedUIPart,
  AISDKDynamicToolInputAvailableUIPart,
  AISDKDynamicToolInputStreamingUIPart,
  AISDKDynamicToolOutputAvailableUIPart,
  AISDKDynamicToolOutputDeniedUIPart,
  AISDKDynamicToolOutputErrorUIPart,
  AISDKDynamicToolUIPart,
  AISDKErrorChunk,
  AISDKErrorJSONOutput,
  AISDKErrorTextOutput,
  AISDKExecutionDeniedOutput,
  AISDKFileChunk,
  AISDKFileDataContentItem,
  AISDKFileIdContentItem,
  AISDKFilePart,
  AISDKFileUIPart,
  AISDKFileURLContentItem,
  AISDKFinishChunk,
  AISDKFinishStepChunk,
  AISDKImageDataContentItem,
  AISDKImageFileIdContentItem,
  AISDKImagePart,
  AISDKImageURLContentItem,
  AISDKJSONOutput,
  AISDKMediaContentItem,
  AISDKMessageMetadataChunk,
  AISDKModelMessage,
  AISDKProviderMetadata,
  AISDKProviderOptions,
  AISDKReasoningDeltaChunk,
  AISDKReasoningEndChunk,
  AISDKReasoningPart,
  AISDKReasoningStartChunk,
  AISDKReasoningUIPart,
  AISDKSourceDocumentChunk,
  AISDKSourceDocumentUIPart,
  AISDKSourceURLUIPart,
  AISDKSourceUrlChunk,
  AISDKStartChunk,
  AISDKStartStepChunk,
  AISDKStepStartUIPart,
  AISDKSystemModelMessage,
  AISDKSystemUIMessage,
  AISDKTextContentItem,
  AISDKTextDeltaChunk,
  AISDKTextEndChunk,
  AISDKTextOutput,
  AISDKTextPart,
  AISDKTextStartChunk,
  AISDKTextUIPart,
  AISDKToolApprovalDenied,
  AISDKToolApprovalGranted,
  AISDKToolApprovalRequestChunk,
  AISDKToolApprovalRequestPart,
  AISDKToolApprovalRequested,
  AISDKToolApprovalRequestedUIPart,
  AISDKToolApprovalResponded,
  AISDKToolApprovalRespondedUIPart,
  AISDKToolApprovalResponsePart,
  AISDKToolCallPart,
  AISDKToolContentPart,
  AISDKToolInputAvailableChunk,
  AISDKToolInputAvailableUIPart,
  AISDKToolInputDeltaChunk,
  AISDKToolInputErrorChunk,
  AISDKToolInputStartChunk,
  AISDKToolInputStreamingUIPart,
  AISDKToolModelMessage,
  AISDKToolOutputAvailableChunk,
  AISDKToolOutputAvailableUIPart,
  AISDKToolOutputDeniedChunk,
  AISDKToolOutputDeniedUIPart,
  AISDKToolOutputErrorChunk,
  AISDKToolOutputErrorUIPart,
  AISDKToolResultContentItem,
  AISDKToolResultOutput,
  AISDKToolResultPart,
  AISDKToolUIPart,
  AISDKUIMessage,
  AISDKUIMessageChunk,
  AISDKUIMessagePart,
  AISDKUserContentPart,
  AISDKUserModelMessage,
  AISDKUserUIMessage,
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
  LangChainJSAIMessageData,
  LangChainJSAnnotationItem,
  LangChainJSAudioContentBlock,
  LangChainJSChatMessageData,
  LangChainJSCitation,
  LangChainJSContentItem,
  LangChainJSContentPart,
  LangChainJSFileContentBlock,
  LangChainJSFunctionMessageData,
  LangChainJSImageContentBlock,
  LangChainJSMediaSource,
  LangChainJSMessageContent,
  LangChainJSMessageData,
  LangChainJSMimeType,
  LangChainJSPlainTextContentBlock,
  LangChainJSRemoveMessageData,
  LangChainJSSerializedAIMessage,
  LangChainJSSerializedAIMessageChunk,
  LangChainJSSerializedChatMessage,
  LangChainJSSerializedChatMessageChunk,
  LangChainJSSerializedFunctionMessage,
  LangChainJSSerializedFunctionMessageChunk,
  LangChainJSSerializedHumanMessage,
  LangChainJSSerializedHumanMessageChunk,
  LangChainJSSerializedMessage,
  LangChainJSSerializedRemoveMessage,
  LangChainJSSerializedSystemMessage,
  LangChainJSSerializedSystemMessageChunk,
  LangChainJSSerializedToolMessage,
  LangChainJSSerializedToolMessageChunk,
  LangChainJSServerToolCallResult,
  LangChainJSStoredAIMessage,
  LangChainJSStoredChatMessage,
  LangChainJSStoredFunctionMessage,
  LangChainJSStoredHumanMessage,
  LangChainJSStoredMessage,
  LangChainJSStoredRemoveMessage,
  LangChainJSStoredSystemMessage,
  LangChainJSStoredToolMessage,
  LangChainJSTextContentBlock,
  LangChainJSToolCallId,
  LangChainJSToolMessageData,
  LangChainJSVideoContentBlock,
  LangChainSerializedAIMessage,
  LangChainSerializedAIMessageChunk,
  LangChainSerializedChatMessage,
  LangChainSerializedChatMessageChunk,
  LangChainSerializedFunctionMessage,
  LangChainSerializedFunctionMessageChunk,
  LangChainSerializedHumanMessage,
  LangChainSerializedHumanMessageChunk,
  LangChainSerializedMessage,
  LangChainSerializedRemoveMessage,
  LangChainSerializedSystemMessage,
  LangChainSerializedSystemMessageChunk,
  LangChainSerializedToolMessage,
  LangChainSerializedToolMessageChunk,
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
  RawToolCall,
  RawToolCallFunction,
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
