// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchReplaceOperation: Json = {"type":"object","properties":{"op":{"const":"replace"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchReplaceOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchReplaceOperation,f:runJson};
/** The validator of AGUIJsonPatchReplaceOperation. */
export const AGUIJsonPatchReplaceOperation: Validator<T.AGUIJsonPatchReplaceOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchReplaceOperation>("AGUIJsonPatchReplaceOperation", null, () => C_AGUIJsonPatchReplaceOperation);
