// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKDataChunk: Json = {"type":"object","properties":{"type":{"type":"string","pattern":"^data-"},"id":{"type":"string"},"data":{},"transient":{"type":"boolean"}},"required":["type","data"]};
/** @internal */
export const C_AISDKDataChunk: Check = {k:'json',j:()=>J_AISDKDataChunk,f:runJson};
/** The validator of AISDKDataChunk. */
export const AISDKDataChunk: Validator<T.AISDKDataChunk> = /* @__PURE__ */ validator<T.AISDKDataChunk>("AISDKDataChunk", null, () => C_AISDKDataChunk);
