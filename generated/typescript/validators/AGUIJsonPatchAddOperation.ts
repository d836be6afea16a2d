// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchAddOperation: Json = {"type":"object","properties":{"op":{"const":"add"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchAddOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchAddOperation,f:runJson};
/** The validator of AGUIJsonPatchAddOperation. */
export const AGUIJsonPatchAddOperation: Validator<T.AGUIJsonPatchAddOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchAddOperation>("AGUIJsonPatchAddOperation", null, () => C_AGUIJsonPatchAddOperation);
