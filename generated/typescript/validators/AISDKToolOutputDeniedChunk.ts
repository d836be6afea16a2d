// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolOutputDeniedChunk: Json = {"type":"object","properties":{"type":{"const":"tool-output-denied"},"toolCallId":{"type":"string"}},"required":["type","toolCallId"]};
/** @internal */
export const C_AISDKToolOutputDeniedChunk: Check = {k:'json',j:()=>J_AISDKToolOutputDeniedChunk,f:runJson};
/** The validator of AISDKToolOutputDeniedChunk. */
export const AISDKToolOutputDeniedChunk: Validator<T.AISDKToolOutputDeniedChunk> = /* @__PURE__ */ validator<T.AISDKToolOutputDeniedChunk>("AISDKToolOutputDeniedChunk", null, () => C_AISDKToolOutputDeniedChunk);
