// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolOutputDeniedChunk: Json = {"type":"object","properties":{"type":{"const":"tool-output-denied"},"toolCallId":{"type":"string"}},"required":["type","toolCallId"]};
/** @internal */
export const C_AISDKToolOutputDeniedChunk: Check = {k:'json',j:()=>J_AISDKToolOutputDeniedChunk,f:runJson};
/** The validator of AISDKToolOutputDeniedChunk. */
export const AISDKToolOutputDeniedChunk: Validator<T.AISDKToolOutputDeniedChunk> = /* @__PURE__ */ validator<T.AISDKToolOutputDeniedChunk>("AISDKToolOutputDeniedChunk", null, () => C_AISDKToolOutputDeniedChunk);
