// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKStartChunk: Json = {"type":"object","properties":{"type":{"const":"start"},"messageId":{"type":"string"},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKStartChunk: Check = {k:'json',j:()=>J_AISDKStartChunk,f:runJson};
/** The validator of AISDKStartChunk. */
export const AISDKStartChunk: Validator<T.AISDKStartChunk> = /* @__PURE__ */ validator<T.AISDKStartChunk>("AISDKStartChunk", null, () => C_AISDKStartChunk);
