// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchTestOperation: Json = {"type":"object","properties":{"op":{"const":"test"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchTestOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchTestOperation,f:runJson};
/** The validator of AGUIJsonPatchTestOperation. */
export const AGUIJsonPatchTestOperation: Validator<T.AGUIJsonPatchTestOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchTestOperation>("AGUIJsonPatchTestOperation", null, () => C_AGUIJsonPatchTestOperation);
