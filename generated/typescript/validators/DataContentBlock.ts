// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { S_AudioContentBlock, X_AudioContentBlock } from "./AudioContentBlock.js";
import { S_FileContentBlock, X_FileContentBlock } from "./FileContentBlock.js";
import { S_ImageContentBlock, X_ImageContentBlock } from "./ImageContentBlock.js";
import { S_PlainTextContentBlock } from "./PlainTextContentBlock.js";
import { S_VideoContentBlock, X_VideoContentBlock } from "./VideoContentBlock.js";

/** @internal */
export const C_DataContentBlock: Check = {k:'conv',t:{u:[],x:"object",g:"type",m:()=>({"audio":S_AudioContentBlock,"file":S_FileContentBlock,"image":S_ImageContentBlock,"text-plain":S_PlainTextContentBlock,"video":S_VideoContentBlock})},m:()=>({"image":X_ImageContentBlock,"video":X_VideoContentBlock,"audio":X_AudioContentBlock,"file":X_FileContentBlock})};
/** The validator of DataContentBlock: A standard block that carries data: image, audio, video, file or plain text. */
export const DataContentBlock: Validator<T.DataContentBlock> = /* @__PURE__ */ validator<T.DataContentBlock>("DataContentBlock", null, () => C_DataContentBlock);
