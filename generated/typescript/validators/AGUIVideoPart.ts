// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIPartSource } from "./AGUIPartSource.js";

/** @internal */
export const J_AGUIVideoPart: Json = {"type":"object","properties":{"type":{"const":"video"},"id":{"type":"string"},"source":{"$ref":()=>J_AGUIPartSource},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","source"]};
/** @internal */
export const C_AGUIVideoPart: Check = {k:'json',j:()=>J_AGUIVideoPart,f:runJson};
/** The validator of AGUIVideoPart. */
export const AGUIVideoPart: Validator<T.AGUIVideoPart> = /* @__PURE__ */ validator<T.AGUIVideoPart>("AGUIVideoPart", null, () => C_AGUIVideoPart);
