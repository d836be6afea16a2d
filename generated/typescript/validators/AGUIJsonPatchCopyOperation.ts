// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: cfc0b736049a40ac8916faccc646186a4cfbf9f4558b2c82727af351e4b0d547

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchCopyOperation: Json = {"type":"object","properties":{"op":{"const":"copy"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchCopyOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchCopyOperation,f:runJson};
/** The validator of AGUIJsonPatchCopyOperation. */
export const AGUIJsonPatchCopyOperation: Validator<T.AGUIJsonPatchCopyOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchCopyOperation>("AGUIJsonPatchCopyOperation", null, () => C_AGUIJsonPatchCopyOperation);
