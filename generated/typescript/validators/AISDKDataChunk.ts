// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 415a4f7909924c507c451573353392af61863899dcbc4431623092d87dac81b3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKDataChunk: Json = {"type":"object","properties":{"type":{"type":"string","pattern":"^data-"},"id":{"type":"string"},"data":{},"transient":{"type":"boolean"}},"required":["type","data"]};
/** @internal */
export const C_AISDKDataChunk: Check = {k:'json',j:()=>J_AISDKDataChunk,f:runJson};
/** The validator of AISDKDataChunk. */
export const AISDKDataChunk: Validator<T.AISDKDataChunk> = /* @__PURE__ */ validator<T.AISDKDataChunk>("AISDKDataChunk", null, () => C_AISDKDataChunk);
