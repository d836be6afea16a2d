// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolInputDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"tool-input-delta"},"toolCallId":{"type":"string"},"inputTextDelta":{"type":"string"}},"required":["type","toolCallId","inputTextDelta"]};
/** @internal */
export const C_AISDKToolInputDeltaChunk: Check = {k:'json',j:()=>J_AISDKToolInputDeltaChunk,f:runJson};
/** The validator of AISDKToolInputDeltaChunk. */
export const AISDKToolInputDeltaChunk: Validator<T.AISDKToolInputDeltaChunk> = /* @__PURE__ */ validator<T.AISDKToolInputDeltaChunk>("AISDKToolInputDeltaChunk", null, () => C_AISDKToolInputDeltaChunk);
