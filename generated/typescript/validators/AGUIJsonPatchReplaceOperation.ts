// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchReplaceOperation: Json = {"type":"object","properties":{"op":{"const":"replace"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchReplaceOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchReplaceOperation,f:runJson};
/** The validator of AGUIJsonPatchReplaceOperation. */
export const AGUIJsonPatchReplaceOperation: Validator<T.AGUIJsonPatchReplaceOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchReplaceOperation>("AGUIJsonPatchReplaceOperation", null, () => C_AGUIJsonPatchReplaceOperation);
