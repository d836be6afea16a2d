// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ab3249983faa8ab7f64a256821563d397583fb3bcc9954c0712c7ceea8b1568d

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchRemoveOperation: Json = {"type":"object","properties":{"op":{"const":"remove"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","path"]};
/** @internal */
export const C_AGUIJsonPatchRemoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchRemoveOperation,f:runJson};
/** The validator of AGUIJsonPatchRemoveOperation. */
export const AGUIJsonPatchRemoveOperation: Validator<T.AGUIJsonPatchRemoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchRemoveOperation>("AGUIJsonPatchRemoveOperation", null, () => C_AGUIJsonPatchRemoveOperation);
