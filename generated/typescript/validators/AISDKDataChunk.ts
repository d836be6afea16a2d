// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 588b23dc9c6789ef7c1dfbd30bc68251f3706ef547b462c6c1bdc65f63281742

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKDataChunk: Json = {"type":"object","properties":{"type":{"type":"string","pattern":"^data-"},"id":{"type":"string"},"data":{},"transient":{"type":"boolean"}},"required":["type","data"]};
/** @internal */
export const C_AISDKDataChunk: Check = {k:'json',j:()=>J_AISDKDataChunk,f:runJson};
/** The validator of AISDKDataChunk. */
export const AISDKDataChunk: Validator<T.AISDKDataChunk> = /* @__PURE__ */ validator<T.AISDKDataChunk>("AISDKDataChunk", null, () => C_AISDKDataChunk);
