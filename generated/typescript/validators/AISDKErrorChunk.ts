// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKErrorChunk: Json = {"type":"object","properties":{"type":{"const":"error"},"errorText":{"type":"string"}},"required":["type","errorText"]};
/** @internal */
export const C_AISDKErrorChunk: Check = {k:'json',j:()=>J_AISDKErrorChunk,f:runJson};
/** The validator of AISDKErrorChunk. */
export const AISDKErrorChunk: Validator<T.AISDKErrorChunk> = /* @__PURE__ */ validator<T.AISDKErrorChunk>("AISDKErrorChunk", null, () => C_AISDKErrorChunk);
