// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolOutputDeniedChunk: Json = {"type":"object","properties":{"type":{"const":"tool-output-denied"},"toolCallId":{"type":"string"}},"required":["type","toolCallId"]};
/** @internal */
export const C_AISDKToolOutputDeniedChunk: Check = {k:'json',j:()=>J_AISDKToolOutputDeniedChunk,f:runJson};
/** The validator of AISDKToolOutputDeniedChunk. */
export const AISDKToolOutputDeniedChunk: Validator<T.AISDKToolOutputDeniedChunk> = /* @__PURE__ */ validator<T.AISDKToolOutputDeniedChunk>("AISDKToolOutputDeniedChunk", null, () => C_AISDKToolOutputDeniedChunk);
