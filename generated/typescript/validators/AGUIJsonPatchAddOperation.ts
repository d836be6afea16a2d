// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchAddOperation: Json = {"type":"object","properties":{"op":{"const":"add"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchAddOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchAddOperation,f:runJson};
/** The validator of AGUIJsonPatchAddOperation. */
export const AGUIJsonPatchAddOperation: Validator<T.AGUIJsonPatchAddOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchAddOperation>("AGUIJsonPatchAddOperation", null, () => C_AGUIJsonPatchAddOperation);
