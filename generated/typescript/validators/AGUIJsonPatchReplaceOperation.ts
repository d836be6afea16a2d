// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchReplaceOperation: Json = {"type":"object","properties":{"op":{"const":"replace"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchReplaceOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchReplaceOperation,f:runJson};
/** The validator of AGUIJsonPatchReplaceOperation. */
export const AGUIJsonPatchReplaceOperation: Validator<T.AGUIJsonPatchReplaceOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchReplaceOperation>("AGUIJsonPatchReplaceOperation", null, () => C_AGUIJsonPatchReplaceOperation);
