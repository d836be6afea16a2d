// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKStartChunk: Json = {"type":"object","properties":{"type":{"const":"start"},"messageId":{"type":"string"},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKStartChunk: Check = {k:'json',j:()=>J_AISDKStartChunk,f:runJson};
/** The validator of AISDKStartChunk. */
export const AISDKStartChunk: Validator<T.AISDKStartChunk> = /* @__PURE__ */ validator<T.AISDKStartChunk>("AISDKStartChunk", null, () => C_AISDKStartChunk);
