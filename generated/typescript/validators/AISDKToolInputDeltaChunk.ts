// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolInputDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"tool-input-delta"},"toolCallId":{"type":"string"},"inputTextDelta":{"type":"string"}},"required":["type","toolCallId","inputTextDelta"]};
/** @internal */
export const C_AISDKToolInputDeltaChunk: Check = {k:'json',j:()=>J_AISDKToolInputDeltaChunk,f:runJson};
/** The validator of AISDKToolInputDeltaChunk. */
export const AISDKToolInputDeltaChunk: Validator<T.AISDKToolInputDeltaChunk> = /* @__PURE__ */ validator<T.AISDKToolInputDeltaChunk>("AISDKToolInputDeltaChunk", null, () => C_AISDKToolInputDeltaChunk);
