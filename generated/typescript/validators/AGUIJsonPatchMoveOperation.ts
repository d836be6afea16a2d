// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchMoveOperation: Json = {"type":"object","properties":{"op":{"const":"move"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchMoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchMoveOperation,f:runJson};
/** The validator of AGUIJsonPatchMoveOperation. */
export const AGUIJsonPatchMoveOperation: Validator<T.AGUIJsonPatchMoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchMoveOperation>("AGUIJsonPatchMoveOperation", null, () => C_AGUIJsonPatchMoveOperation);
