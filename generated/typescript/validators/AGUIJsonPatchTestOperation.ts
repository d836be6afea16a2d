// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchTestOperation: Json = {"type":"object","properties":{"op":{"const":"test"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchTestOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchTestOperation,f:runJson};
/** The validator of AGUIJsonPatchTestOperation. */
export const AGUIJsonPatchTestOperation: Validator<T.AGUIJsonPatchTestOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchTestOperation>("AGUIJsonPatchTestOperation", null, () => C_AGUIJsonPatchTestOperation);
