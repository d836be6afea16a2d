// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ReasoningContentBlock: Struct = {f:[["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["reasoning","str",0]],g:["type","reasoning"]};
/** @internal */
export const C_ReasoningContentBlock: Check = {k:'obj',t:{s:()=>S_ReasoningContentBlock},g:1};
/** The validator of ReasoningContentBlock: Reasoning the model did before answering. */
export const ReasoningContentBlock: Validator<T.ReasoningContentBlock> = /* @__PURE__ */ validator<T.ReasoningContentBlock>("ReasoningContentBlock", null, () => C_ReasoningContentBlock);
