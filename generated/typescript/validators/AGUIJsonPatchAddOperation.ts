// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchAddOperation: Json = {"type":"object","properties":{"op":{"const":"add"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchAddOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchAddOperation,f:runJson};
/** The validator of AGUIJsonPatchAddOperation. */
export const AGUIJsonPatchAddOperation: Validator<T.AGUIJsonPatchAddOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchAddOperation>("AGUIJsonPatchAddOperation", null, () => C_AGUIJsonPatchAddOperation);
