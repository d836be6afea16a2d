// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextPart: Json = {"type":"object","properties":{"type":{"const":"text"},"id":{"type":"string"},"text":{"type":"string"},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","text"]};
/** @internal */
export const C_AGUITextPart: Check = {k:'json',j:()=>J_AGUITextPart,f:runJson};
/** The validator of AGUITextPart. */
export const AGUITextPart: Validator<T.AGUITextPart> = /* @__PURE__ */ validator<T.AGUITextPart>("AGUITextPart", null, () => C_AGUITextPart);
