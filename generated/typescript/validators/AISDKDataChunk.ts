// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKDataChunk: Json = {"type":"object","properties":{"type":{"type":"string","pattern":"^data-"},"id":{"type":"string"},"data":{},"transient":{"type":"boolean"}},"required":["type","data"]};
/** @internal */
export const C_AISDKDataChunk: Check = {k:'json',j:()=>J_AISDKDataChunk,f:runJson};
/** The validator of AISDKDataChunk. */
export const AISDKDataChunk: Validator<T.AISDKDataChunk> = /* @__PURE__ */ validator<T.AISDKDataChunk>("AISDKDataChunk", null, () => C_AISDKDataChunk);
