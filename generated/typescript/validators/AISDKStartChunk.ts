// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKStartChunk: Json = {"type":"object","properties":{"type":{"const":"start"},"messageId":{"type":"string"},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKStartChunk: Check = {k:'json',j:()=>J_AISDKStartChunk,f:runJson};
/** The validator of AISDKStartChunk. */
export const AISDKStartChunk: Validator<T.AISDKStartChunk> = /* @__PURE__ */ validator<T.AISDKStartChunk>("AISDKStartChunk", null, () => C_AISDKStartChunk);
