// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextPart: Json = {"type":"object","properties":{"type":{"const":"text"},"id":{"type":"string"},"text":{"type":"string"},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","text"]};
/** @internal */
export const C_AGUITextPart: Check = {k:'json',j:()=>J_AGUITextPart,f:runJson};
/** The validator of AGUITextPart. */
export const AGUITextPart: Validator<T.AGUITextPart> = /* @__PURE__ */ validator<T.AGUITextPart>("AGUITextPart", null, () => C_AGUITextPart);
