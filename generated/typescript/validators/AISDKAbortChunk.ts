// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: cfc0b736049a40ac8916faccc646186a4cfbf9f4558b2c82727af351e4b0d547

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKAbortChunk: Json = {"type":"object","properties":{"type":{"const":"abort"},"reason":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AISDKAbortChunk: Check = {k:'json',j:()=>J_AISDKAbortChunk,f:runJson};
/** The validator of AISDKAbortChunk. */
export const AISDKAbortChunk: Validator<T.AISDKAbortChunk> = /* @__PURE__ */ validator<T.AISDKAbortChunk>("AISDKAbortChunk", null, () => C_AISDKAbortChunk);
