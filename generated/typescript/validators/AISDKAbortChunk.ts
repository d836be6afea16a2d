// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKAbortChunk: Json = {"type":"object","properties":{"type":{"const":"abort"},"reason":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AISDKAbortChunk: Check = {k:'json',j:()=>J_AISDKAbortChunk,f:runJson};
/** The validator of AISDKAbortChunk. */
export const AISDKAbortChunk: Validator<T.AISDKAbortChunk> = /* @__PURE__ */ validator<T.AISDKAbortChunk>("AISDKAbortChunk", null, () => C_AISDKAbortChunk);
