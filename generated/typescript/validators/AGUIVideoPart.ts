// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIPartSource } from "./AGUIPartSource.js";

/** @internal */
export const J_AGUIVideoPart: Json = {"type":"object","properties":{"type":{"const":"video"},"id":{"type":"string"},"source":{"$ref":()=>J_AGUIPartSource},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","source"]};
/** @internal */
export const C_AGUIVideoPart: Check = {k:'json',j:()=>J_AGUIVideoPart,f:runJson};
/** The validator of AGUIVideoPart. */
export const AGUIVideoPart: Validator<T.AGUIVideoPart> = /* @__PURE__ */ validator<T.AGUIVideoPart>("AGUIVideoPart", null, () => C_AGUIVideoPart);
