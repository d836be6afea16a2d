// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchReplaceOperation: Json = {"type":"object","properties":{"op":{"const":"replace"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchReplaceOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchReplaceOperation,f:runJson};
/** The validator of AGUIJsonPatchReplaceOperation. */
export const AGUIJsonPatchReplaceOperation: Validator<T.AGUIJsonPatchReplaceOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchReplaceOperation>("AGUIJsonPatchReplaceOperation", null, () => C_AGUIJsonPatchReplaceOperation);
