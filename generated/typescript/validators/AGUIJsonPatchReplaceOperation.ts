// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIJsonPatchReplaceOperation: Json = {"type":"object","properties":{"op":{"const":"replace"},"path":{"type":"string","pattern":"^(/([^/~]|~[01])*)*$"},"value":{}},"required":["op","path","value"]};
/** @internal */
export const C_AGUIJsonPatchReplaceOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchReplaceOperation,f:runJson};
/** The validator of AGUIJsonPatchReplaceOperation. */
export const AGUIJsonPatchReplaceOperation: Validator<T.AGUIJsonPatchReplaceOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchReplaceOperation>("AGUIJsonPatchReplaceOperation", null, () => C_AGUIJsonPatchReplaceOperation);
