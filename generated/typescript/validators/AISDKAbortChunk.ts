// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKAbortChunk: Json = {"type":"object","properties":{"type":{"const":"abort"},"reason":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AISDKAbortChunk: Check = {k:'json',j:()=>J_AISDKAbortChunk,f:runJson};
/** The validator of AISDKAbortChunk. */
export const AISDKAbortChunk: Validator<T.AISDKAbortChunk> = /* @__PURE__ */ validator<T.AISDKAbortChunk>("AISDKAbortChunk", null, () => C_AISDKAbortChunk);
