// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchAddOperation: Json = {"type":"object","properties":{"op":{"const":"add"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchAddOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchAddOperation,f:runJson};
/** The validator of AGUIJsonPatchAddOperation. */
export const AGUIJsonPatchAddOperation: Validator<T.AGUIJsonPatchAddOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchAddOperation>("AGUIJsonPatchAddOperation", null, () => C_AGUIJsonPatchAddOperation);
