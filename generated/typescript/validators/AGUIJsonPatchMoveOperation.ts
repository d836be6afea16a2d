// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchMoveOperation: Json = {"type":"object","properties":{"op":{"const":"move"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchMoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchMoveOperation,f:runJson};
/** The validator of AGUIJsonPatchMoveOperation. */
export const AGUIJsonPatchMoveOperation: Validator<T.AGUIJsonPatchMoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchMoveOperation>("AGUIJsonPatchMoveOperation", null, () => C_AGUIJsonPatchMoveOperation);
