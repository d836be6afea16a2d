// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 87fafdcd295609f95e23e0414ced1053389a3802a6e8d3be3e9ec1db652719fc

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIPartSource } from "./AGUIPartSource.js";

/** @internal */
export const J_AGUIVideoPart: Json = {"type":"object","properties":{"type":{"const":"video"},"id":{"type":"string"},"source":{"$ref":()=>J_AGUIPartSource},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","source"]};
/** @internal */
export const C_AGUIVideoPart: Check = {k:'json',j:()=>J_AGUIVideoPart,f:runJson};
/** The validator of AGUIVideoPart. */
export const AGUIVideoPart: Validator<T.AGUIVideoPart> = /* @__PURE__ */ validator<T.AGUIVideoPart>("AGUIVideoPart", null, () => C_AGUIVideoPart);
