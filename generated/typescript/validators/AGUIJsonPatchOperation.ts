// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIJsonPatchAddOperation } from "./AGUIJsonPatchAddOperation.js";
import { J_AGUIJsonPatchCopyOperation } from "./AGUIJsonPatchCopyOperation.js";
import { J_AGUIJsonPatchMoveOperation } from "./AGUIJsonPatchMoveOperation.js";
import { J_AGUIJsonPatchRemoveOperation } from "./AGUIJsonPatchRemoveOperation.js";
import { J_AGUIJsonPatchReplaceOperation } from "./AGUIJsonPatchReplaceOperation.js";
import { J_AGUIJsonPatchTestOperation } from "./AGUIJsonPatchTestOperation.js";

/** @internal */
export const J_AGUIJsonPatchOperation: Json = {"type":"object","properties":{"op":{"type":"string"}},"required":["op"],"anyOf":[{"$ref":()=>J_AGUIJsonPatchAddOperation},{"$ref":()=>J_AGUIJsonPatchRemoveOperation},{"$ref":()=>J_AGUIJsonPatchReplaceOperation},{"$ref":()=>J_AGUIJsonPatchMoveOperation},{"$ref":()=>J_AGUIJsonPatchCopyOperation},{"$ref":()=>J_AGUIJsonPatchTestOperation}],"allOf":[{"if":{"properties":{"op":{"const":"add"}},"required":["op"]},"then":{"$ref":()=>J_AGUIJsonPatchAddOperation}},{"if":{"properties":{"op":{"const":"remove"}},"required":["op"]},"then":{"$ref":()=>J_AGUIJsonPatchRemoveOperation}},{"if":{"properties":{"op":{"const":"replace"}},"required":["op"]},"then":{"$ref":()=>J_AGUIJsonPatchReplaceOperation}},{"if":{"properties":{"op":{"const":"move"}},"required":["op"]},"then":{"$ref":()=>J_AGUIJsonPatchMoveOperation}},{"if":{"properties":{"op":{"const":"copy"}},"required":["op"]},"then":{"$ref":()=>J_AGUIJsonPatchCopyOperation}},{"if":{"properties":{"op":{"const":"test"}},"required":["op"]},"then":{"$ref":()=>J_AGUIJsonPatchTestOperation}}]};
/** @internal */
export const C_AGUIJsonPatchOperation: Check = {k:'json',j:()=>J_AGUIJsonPatchOperation,f:runJson};
/** The validator of AGUIJsonPatchOperation. */
export const AGUIJsonPatchOperation: Validator<T.AGUIJsonPatchOperation> = /* @__PURE__ */ validator<T.AGUIJsonPatchOperation>("AGUIJsonPatchOperation", null, () => C_AGUIJsonPatchOperation);
