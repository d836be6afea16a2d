// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchCopyOperation: Json = {"type":"object","properties":{"op":{"const":"copy"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchCopyOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchCopyOperation,f:runJson};
/** The validator of AGUIJsonPatchCopyOperation. */
export const AGUIJsonPatchCopyOperation: Validator<T.AGUIJsonPatchCopyOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchCopyOperation>("AGUIJsonPatchCopyOperation", null, () => C_AGUIJsonPatchCopyOperation);
