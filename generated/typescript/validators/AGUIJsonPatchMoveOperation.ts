// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 588b23dc9c6789ef7c1dfbd30bc68251f3706ef547b462c6c1bdc65f63281742

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchMoveOperation: Json = {"type":"object","properties":{"op":{"const":"move"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchMoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchMoveOperation,f:runJson};
/** The validator of AGUIJsonPatchMoveOperation. */
export const AGUIJsonPatchMoveOperation: Validator<T.AGUIJsonPatchMoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchMoveOperation>("AGUIJsonPatchMoveOperation", null, () => C_AGUIJsonPatchMoveOperation);
