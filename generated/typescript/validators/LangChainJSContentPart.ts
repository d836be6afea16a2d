// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_InvalidToolCall } from "./InvalidToolCall.js";
import { C_LangChainJSAudioContentBlock } from "./LangChainJSAudioContentBlock.js";
import { C_LangChainJSFileContentBlock } from "./LangChainJSFileContentBlock.js";
import { C_LangChainJSImageContentBlock } from "./LangChainJSImageContentBlock.js";
import { C_LangChainJSPlainTextContentBlock } from "./LangChainJSPlainTextContentBlock.js";
import { C_LangChainJSServerToolCallResult } from "./LangChainJSServerToolCallResult.js";
import { C_LangChainJSTextContentBlock } from "./LangChainJSTextContentBlock.js";
import { C_LangChainJSVideoContentBlock } from "./LangChainJSVideoContentBlock.js";
import { C_NonStandardContentBlock } from "./NonStandardContentBlock.js";
import { C_ReasoningContentBlock } from "./ReasoningContentBlock.js";
import { C_RefusalContentBlock } from "./RefusalContentBlock.js";
import { C_ServerToolCall } from "./ServerToolCall.js";
import { C_ServerToolCallChunk } from "./ServerToolCallChunk.js";
import { C_ServerToolResult } from "./ServerToolResult.js";
import { C_ToolCall } from "./ToolCall.js";
import { C_ToolCallChunk } from "./ToolCallChunk.js";

/** @internal */
export const C_LangChainJSContentPart: Check = {k:'disp',m:()=>({"text":C_LangChainJSTextContentBlock,"reasoning":C_ReasoningContentBlock,"refusal":C_RefusalContentBlock,"image":C_LangChainJSImageContentBlock,"audio":C_LangChainJSAudioContentBlock,"video":C_LangChainJSVideoContentBlock,"file":C_LangChainJSFileContentBlock,"text-plain":C_LangChainJSPlainTextContentBlock,"non_standard":C_NonStandardContentBlock,"tool_call":C_ToolCall,"tool_call_chunk":C_ToolCallChunk,"invalid_tool_call":C_InvalidToolCall,"server_tool_call":C_ServerToolCall,"server_tool_call_chunk":C_ServerToolCallChunk,"server_tool_result":C_ServerToolResult,"server_tool_call_result":C_LangChainJSServerToolCallResult})};
/** The validator of LangChainJSContentPart: An object in a langchainjs message's content list. */
export const LangChainJSContentPart: Validator<T.LangChainJSContentPart> = /* @__PURE__ */ validator<T.LangChainJSContentPart>("LangChainJSContentPart", null, () => C_LangChainJSContentPart);
