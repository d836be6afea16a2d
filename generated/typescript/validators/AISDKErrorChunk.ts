// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKErrorChunk: Json = {"type":"object","properties":{"type":{"const":"error"},"errorText":{"type":"string"}},"required":["type","errorText"]};
/** @internal */
export const C_AISDKErrorChunk: Check = {k:'json',j:()=>J_AISDKErrorChunk,f:runJson};
/** The validator of AISDKErrorChunk. */
export const AISDKErrorChunk: Validator<T.AISDKErrorChunk> = /* @__PURE__ */ validator<T.AISDKErrorChunk>("AISDKErrorChunk", null, () => C_AISDKErrorChunk);
