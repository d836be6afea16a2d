// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolInputDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"tool-input-delta"},"toolCallId":{"type":"string"},"inputTextDelta":{"type":"string"}},"required":["type","toolCallId","inputTextDelta"]};
/** @internal */
export const C_AISDKToolInputDeltaChunk: Check = {k:'json',j:()=>J_AISDKToolInputDeltaChunk,f:runJson};
/** The validator of AISDKToolInputDeltaChunk. */
export const AISDKToolInputDeltaChunk: Validator<T.AISDKToolInputDeltaChunk> = /* @__PURE__ */ validator<T.AISDKToolInputDeltaChunk>("AISDKToolInputDeltaChunk", null, () => C_AISDKToolInputDeltaChunk);
