// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchRemoveOperation: Json = {"type":"object","properties":{"op":{"const":"remove"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","path"]};
/** @internal */
export const C_AGUIJsonPatchRemoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchRemoveOperation,f:runJson};
/** The validator of AGUIJsonPatchRemoveOperation. */
export const AGUIJsonPatchRemoveOperation: Validator<T.AGUIJsonPatchRemoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchRemoveOperation>("AGUIJsonPatchRemoveOperation", null, () => C_AGUIJsonPatchRemoveOperation);
