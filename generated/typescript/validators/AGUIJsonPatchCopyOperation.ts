// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchCopyOperation: Json = {"type":"object","properties":{"op":{"const":"copy"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchCopyOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchCopyOperation,f:runJson};
/** The validator of AGUIJsonPatchCopyOperation. */
export const AGUIJsonPatchCopyOperation: Validator<T.AGUIJsonPatchCopyOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchCopyOperation>("AGUIJsonPatchCopyOperation", null, () => C_AGUIJsonPatchCopyOperation);
