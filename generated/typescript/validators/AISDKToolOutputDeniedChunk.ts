// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolOutputDeniedChunk: Json = {"type":"object","properties":{"type":{"const":"tool-output-denied"},"toolCallId":{"type":"string"}},"required":["type","toolCallId"]};
/** @internal */
export const C_AISDKToolOutputDeniedChunk: Check = {k:'json',j:()=>J_AISDKToolOutputDeniedChunk,f:runJson};
/** The validator of AISDKToolOutputDeniedChunk. */
export const AISDKToolOutputDeniedChunk: Validator<T.AISDKToolOutputDeniedChunk> = /* @__PURE__ */ validator<T.AISDKToolOutputDeniedChunk>("AISDKToolOutputDeniedChunk", null, () => C_AISDKToolOutputDeniedChunk);
