// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolInputDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"tool-input-delta"},"toolCallId":{"type":"string"},"inputTextDelta":{"type":"string"}},"required":["type","toolCallId","inputTextDelta"]};
/** @internal */
export const C_AISDKToolInputDeltaChunk: Check = {k:'json',j:()=>J_AISDKToolInputDeltaChunk,f:runJson};
/** The validator of AISDKToolInputDeltaChunk. */
export const AISDKToolInputDeltaChunk: Validator<T.AISDKToolInputDeltaChunk> = /* @__PURE__ */ validator<T.AISDKToolInputDeltaChunk>("AISDKToolInputDeltaChunk", null, () => C_AISDKToolInputDeltaChunk);
