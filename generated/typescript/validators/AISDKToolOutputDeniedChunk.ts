// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolOutputDeniedChunk: Json = {"type":"object","properties":{"type":{"const":"tool-output-denied"},"toolCallId":{"type":"string"}},"required":["type","toolCallId"]};
/** @internal */
export const C_AISDKToolOutputDeniedChunk: Check = {k:'json',j:()=>J_AISDKToolOutputDeniedChunk,f:runJson};
/** The validator of AISDKToolOutputDeniedChunk. */
export const AISDKToolOutputDeniedChunk: Validator<T.AISDKToolOutputDeniedChunk> = /* @__PURE__ */ validator<T.AISDKToolOutputDeniedChunk>("AISDKToolOutputDeniedChunk", null, () => C_AISDKToolOutputDeniedChunk);
