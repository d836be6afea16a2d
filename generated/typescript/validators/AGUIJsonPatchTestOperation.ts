// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchTestOperation: Json = {"type":"object","properties":{"op":{"const":"test"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchTestOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchTestOperation,f:runJson};
/** The validator of AGUIJsonPatchTestOperation. */
export const AGUIJsonPatchTestOperation: Validator<T.AGUIJsonPatchTestOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchTestOperation>("AGUIJsonPatchTestOperation", null, () => C_AGUIJsonPatchTestOperation);
