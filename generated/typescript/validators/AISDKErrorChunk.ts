// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 07d920537a5167ac190b328188d3e6d36d67d745727b83fd78177080573636c6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKErrorChunk: Json = {"type":"object","properties":{"type":{"const":"error"},"errorText":{"type":"string"}},"required":["type","errorText"]};
/** @internal */
export const C_AISDKErrorChunk: Check = {k:'json',j:()=>J_AISDKErrorChunk,f:runJson};
/** The validator of AISDKErrorChunk. */
export const AISDKErrorChunk: Validator<T.AISDKErrorChunk> = /* @__PURE__ */ validator<T.AISDKErrorChunk>("AISDKErrorChunk", null, () => C_AISDKErrorChunk);
