// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 5d0fa391a0cbab1628caebd0629fda70f583f114ef32cb110743e13723c43877
// Every validator in one table by title: importing it keeps them all.
import { AIMessage } from "./AIMessage.js";
import { AIMessageChunk } from "./AIMessageChunk.js";
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
  AIMessage,
  AIMessageChunk,
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
