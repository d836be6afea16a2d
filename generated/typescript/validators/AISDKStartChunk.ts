// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKStartChunk: Json = {"type":"object","properties":{"type":{"const":"start"},"messageId":{"type":"string"},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKStartChunk: Check = {k:'json',j:()=>J_AISDKStartChunk,f:runJson};
/** The validator of AISDKStartChunk. */
export const AISDKStartChunk: Validator<T.AISDKStartChunk> = /* @__PURE__ */ validator<T.AISDKStartChunk>("AISDKStartChunk", null, () => C_AISDKStartChunk);
