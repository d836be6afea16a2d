// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchRemoveOperation: Json = {"type":"object","properties":{"op":{"const":"remove"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","path"]};
/** @internal */
export const C_AGUIJsonPatchRemoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchRemoveOperation,f:runJson};
/** The validator of AGUIJsonPatchRemoveOperation. */
export const AGUIJsonPatchRemoveOperation: Validator<T.AGUIJsonPatchRemoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchRemoveOperation>("AGUIJsonPatchRemoveOperation", null, () => C_AGUIJsonPatchRemoveOperation);
