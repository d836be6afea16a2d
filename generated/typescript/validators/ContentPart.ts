// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AudioContentBlock } from "./AudioContentBlock.js";
import { C_FileContentBlock } from "./FileContentBlock.js";
import { C_ImageContentBlock } from "./ImageContentBlock.js";
import { C_InvalidToolCall } from "./InvalidToolCall.js";
import { C_NonStandardContentBlock } from "./NonStandardContentBlock.js";
import { C_PlainTextContentBlock } from "./PlainTextContentBlock.js";
import { C_ReasoningContentBlock } from "./ReasoningContentBlock.js";
import { C_RefusalContentBlock } from "./RefusalContentBlock.js";
import { C_ServerToolCall } from "./ServerToolCall.js";
import { C_ServerToolCallChunk } from "./ServerToolCallChunk.js";
import { C_ServerToolResult } from "./ServerToolResult.js";
import { C_TextContentBlock } from "./TextContentBlock.js";
import { C_ToolCall } from "./ToolCall.js";
import { C_ToolCallChunk } from "./ToolCallChunk.js";
import { C_VideoContentBlock } from "./VideoContentBlock.js";

/** @internal */
export const C_ContentPart: Check = {k:'disp',m:()=>({"text":C_TextContentBlock,"reasoning":C_ReasoningContentBlock,"refusal":C_RefusalContentBlock,"image":C_ImageContentBlock,"audio":C_AudioContentBlock,"video":C_VideoContentBlock,"file":C_FileContentBlock,"text-plain":C_PlainTextContentBlock,"non_standard":C_NonStandardContentBlock,"tool_call":C_ToolCall,"tool_call_chunk":C_ToolCallChunk,"invalid_tool_call":C_InvalidToolCall,"server_tool_call":C_ServerToolCall,"server_tool_call_chunk":C_ServerToolCallChunk,"server_tool_result":C_ServerToolResult})};
/** The validator of ContentPart: An object in a message's content list. */
export const ContentPart: Validator<T.ContentPart> = /* @__PURE__ */ validator<T.ContentPart>("ContentPart", null, () => C_ContentPart);
