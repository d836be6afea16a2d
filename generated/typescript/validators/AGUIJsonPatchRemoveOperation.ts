// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchRemoveOperation: Json = {"type":"object","properties":{"op":{"const":"remove"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"}},"required":["op","path"]};
/** @internal */
export const C_AGUIJsonPatchRemoveOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchRemoveOperation,f:runJson};
/** The validator of AGUIJsonPatchRemoveOperation. */
export const AGUIJsonPatchRemoveOperation: Validator<T.AGUIJsonPatchRemoveOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchRemoveOperation>("AGUIJsonPatchRemoveOperation", null, () => C_AGUIJsonPatchRemoveOperation);
