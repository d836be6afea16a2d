// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 34a312ee30735e99ac33b5f65714b7699ed1c890a67b99f05a68eb9c5cd6d0b3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKAbortChunk: Json = {"type":"object","properties":{"type":{"const":"abort"},"reason":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AISDKAbortChunk: Check = {k:'json',j:()=>J_AISDKAbortChunk,f:runJson};
/** The validator of AISDKAbortChunk. */
export const AISDKAbortChunk: Validator<T.AISDKAbortChunk> = /* @__PURE__ */ validator<T.AISDKAbortChunk>("AISDKAbortChunk", null, () => C_AISDKAbortChunk);
