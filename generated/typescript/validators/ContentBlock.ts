// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { S_AudioContentBlock, X_AudioContentBlock } from "./AudioContentBlock.js";
import { S_FileContentBlock, X_FileContentBlock } from "./FileContentBlock.js";
import { S_ImageContentBlock, X_ImageContentBlock } from "./ImageContentBlock.js";
import { S_InvalidToolCall } from "./InvalidToolCall.js";
import { S_NonStandardContentBlock } from "./NonStandardContentBlock.js";
import { S_PlainTextContentBlock } from "./PlainTextContentBlock.js";
import { S_ReasoningContentBlock } from "./ReasoningContentBlock.js";
import { S_RefusalContentBlock } from "./RefusalContentBlock.js";
import { S_ServerToolCall } from "./ServerToolCall.js";
import { S_ServerToolCallChunk } from "./ServerToolCallChunk.js";
import { S_ServerToolResult } from "./ServerToolResult.js";
import { S_TextContentBlock, X_TextContentBlock } from "./TextContentBlock.js";
import { S_ToolCall } from "./ToolCall.js";
import { S_ToolCallChunk } from "./ToolCallChunk.js";
import { S_VideoContentBlock, X_VideoContentBlock } from "./VideoContentBlock.js";

/** @internal */
export const C_ContentBlock: Check = {k:'conv',t:{u:[],x:"object",g:"type",m:()=>({"audio":S_AudioContentBlock,"file":S_FileContentBlock,"image":S_ImageContentBlock,"invalid_tool_call":S_InvalidToolCall,"non_standard":S_NonStandardContentBlock,"reasoning":S_ReasoningContentBlock,"refusal":S_RefusalContentBlock,"server_tool_call":S_ServerToolCall,"server_tool_call_chunk":S_ServerToolCallChunk,"server_tool_result":S_ServerToolResult,"text":S_TextContentBlock,"text-plain":S_PlainTextContentBlock,"tool_call":S_ToolCall,"tool_call_chunk":S_ToolCallChunk,"video":S_VideoContentBlock})},m:()=>({"text":X_TextContentBlock,"image":X_ImageContentBlock,"audio":X_AudioContentBlock,"video":X_VideoContentBlock,"file":X_FileContentBlock})};
/** The validator of ContentBlock: Any standard content block, told apart by its type tag. */
export const ContentBlock: Validator<T.ContentBlock> = /* @__PURE__ */ validator<T.ContentBlock>("ContentBlock", null, () => C_ContentBlock);
