// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchCopyOperation: Json = {"type":"object","properties":{"op":{"const":"copy"},"from":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","from","path"]};
/** @internal */
export const C_AGUIJsonPatchCopyOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchCopyOperation,f:runJson};
/** The validator of AGUIJsonPatchCopyOperation. */
export const AGUIJsonPatchCopyOperation: Validator<T.AGUIJsonPatchCopyOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchCopyOperation>("AGUIJsonPatchCopyOperation", null, () => C_AGUIJsonPatchCopyOperation);
