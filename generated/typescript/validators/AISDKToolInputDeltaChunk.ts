// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolInputDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"tool-input-delta"},"toolCallId":{"type":"string"},"inputTextDelta":{"type":"string"}},"required":["type","toolCallId","inputTextDelta"]};
/** @internal */
export const C_AISDKToolInputDeltaChunk: Check = {k:'json',j:()=>J_AISDKToolInputDeltaChunk,f:runJson};
/** The validator of AISDKToolInputDeltaChunk. */
export const AISDKToolInputDeltaChunk: Validator<T.AISDKToolInputDeltaChunk> = /* @__PURE__ */ validator<T.AISDKToolInputDeltaChunk>("AISDKToolInputDeltaChunk", null, () => C_AISDKToolInputDeltaChunk);
