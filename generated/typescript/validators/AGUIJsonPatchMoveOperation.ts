// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchMoveOperation: Json = {"type":"object","properties":{"op":{"const":"move"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchMoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchMoveOperation,f:runJson};
/** The validator of AGUIJsonPatchMoveOperation. */
export const AGUIJsonPatchMoveOperation: Validator<T.AGUIJsonPatchMoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchMoveOperation>("AGUIJsonPatchMoveOperation", null, () => C_AGUIJsonPatchMoveOperation);
