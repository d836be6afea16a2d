// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKErrorChunk: Json = {"type":"object","properties":{"type":{"const":"error"},"errorText":{"type":"string"}},"required":["type","errorText"]};
/** @internal */
export const C_AISDKErrorChunk: Check = {k:'json',j:()=>J_AISDKErrorChunk,f:runJson};
/** The validator of AISDKErrorChunk. */
export const AISDKErrorChunk: Validator<T.AISDKErrorChunk> = /* @__PURE__ */ validator<T.AISDKErrorChunk>("AISDKErrorChunk", null, () => C_AISDKErrorChunk);
