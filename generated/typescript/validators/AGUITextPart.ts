// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextPart: Json = {"type":"object","properties":{"type":{"const":"text"},"id":{"type":"string"},"text":{"type":"string"},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","text"]};
/** @internal */
export const C_AGUITextPart: Check = {k:'json',j:()=>J_AGUITextPart,f:runJson};
/** The validator of AGUITextPart. */
export const AGUITextPart: Validator<T.AGUITextPart> = /* @__PURE__ */ validator<T.AGUITextPart>("AGUITextPart", null, () => C_AGUITextPart);
