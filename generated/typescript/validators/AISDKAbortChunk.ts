// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKAbortChunk: Json = {"type":"object","properties":{"type":{"const":"abort"},"reason":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AISDKAbortChunk: Check = {k:'json',j:()=>J_AISDKAbortChunk,f:runJson};
/** The validator of AISDKAbortChunk. */
export const AISDKAbortChunk: Validator<T.AISDKAbortChunk> = /* @__PURE__ */ validator<T.AISDKAbortChunk>("AISDKAbortChunk", null, () => C_AISDKAbortChunk);
