// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchMoveOperation: Json = {"type":"object","properties":{"op":{"const":"move"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchMoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchMoveOperation,f:runJson};
/** The validator of AGUIJsonPatchMoveOperation. */
export const AGUIJsonPatchMoveOperation: Validator<T.AGUIJsonPatchMoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchMoveOperation>("AGUIJsonPatchMoveOperation", null, () => C_AGUIJsonPatchMoveOperation);
