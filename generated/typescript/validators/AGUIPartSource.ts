// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIDataSource } from "./AGUIDataSource.js";
import { J_AGUIFileSource } from "./AGUIFileSource.js";
import { J_AGUIUrlSource } from "./AGUIUrlSource.js";

/** @internal */
export const J_AGUIPartSource: Json = {"type":"object","properties":{"type":{"type":"string"}},"required":["type"],"anyOf":[{"$ref":()=>J_AGUIDataSource},{"$ref":()=>J_AGUIUrlSource},{"$ref":()=>J_AGUIFileSource}],"allOf":[{"if":{"properties":{"type":{"const":"data"}},"required":["type"]},"then":{"$ref":()=>J_AGUIDataSource}},{"if":{"properties":{"type":{"const":"url"}},"required":["type"]},"then":{"$ref":()=>J_AGUIUrlSource}},{"if":{"properties":{"type":{"const":"file"}},"required":["type"]},"then":{"$ref":()=>J_AGUIFileSource}}]};
/** @internal */
export const C_AGUIPartSource: Check = {k:'json',j:()=>J_AGUIPartSource,f:runJson};
/** The validator of AGUIPartSource. */
export const AGUIPartSource: Validator<T.AGUIPartSource> = /* @__PURE__ */ validator<T.AGUIPartSource>("AGUIPartSource", null, () => C_AGUIPartSource);
