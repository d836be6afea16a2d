// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_InputTokenDetails } from "./InputTokenDetails.js";
import { C_OutputTokenDetails } from "./OutputTokenDetails.js";

/** @internal */
export const S_UsageMetadata: Struct = {f:[["input_tokens","int",1],["output_tokens","int",1],["total_tokens","int",1],["input_token_details",{d:"int"},0],["output_token_details",{d:"int"},0]]};
/** @internal */
export const X_UsageMetadata: Extras = {r:[],n:[["input_token_details",0,()=>C_InputTokenDetails],["output_token_details",0,()=>C_OutputTokenDetails]]};
/** @internal */
export const C_UsageMetadata: Check = {k:'obj',t:{s:()=>S_UsageMetadata},x:X_UsageMetadata};
/** The validator of UsageMetadata: Token counts for one model call. */
export const UsageMetadata: Validator<T.UsageMetadata> = /* @__PURE__ */ validator<T.UsageMetadata>("UsageMetadata", null, () => C_UsageMetadata);
