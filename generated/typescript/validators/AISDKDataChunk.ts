// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 11b07cf09ec0616551556c288909278e3f5a9ae7527335565e2f8cb7776fc130

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKDataChunk: Json = {"type":"object","properties":{"type":{"type":"string","pattern":"^data-"},"id":{"type":"string"},"data":{},"transient":{"type":"boolean"}},"required":["type","data"]};
/** @internal */
export const C_AISDKDataChunk: Check = {k:'json',j:()=>J_AISDKDataChunk,f:runJson};
/** The validator of AISDKDataChunk. */
export const AISDKDataChunk: Validator<T.AISDKDataChunk> = /* @__PURE__ */ validator<T.AISDKDataChunk>("AISDKDataChunk", null, () => C_AISDKDataChunk);
