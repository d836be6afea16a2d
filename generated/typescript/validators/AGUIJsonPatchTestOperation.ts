// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchTestOperation: Json = {"type":"object","properties":{"op":{"const":"test"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchTestOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchTestOperation,f:runJson};
/** The validator of AGUIJsonPatchTestOperation. */
export const AGUIJsonPatchTestOperation: Validator<T.AGUIJsonPatchTestOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchTestOperation>("AGUIJsonPatchTestOperation", null, () => C_AGUIJsonPatchTestOperation);
