// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchAddOperation: Json = {"type":"object","properties":{"op":{"const":"add"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchAddOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchAddOperation,f:runJson};
/** The validator of AGUIJsonPatchAddOperation. */
export const AGUIJsonPatchAddOperation: Validator<T.AGUIJsonPatchAddOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchAddOperation>("AGUIJsonPatchAddOperation", null, () => C_AGUIJsonPatchAddOperation);
