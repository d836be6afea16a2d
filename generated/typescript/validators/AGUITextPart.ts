// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 87fafdcd295609f95e23e0414ced1053389a3802a6e8d3be3e9ec1db652719fc

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextPart: Json = {"type":"object","properties":{"type":{"const":"text"},"id":{"type":"string"},"text":{"type":"string"},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","text"]};
/** @internal */
export const C_AGUITextPart: Check = {k:'json',j:()=>J_AGUITextPart,f:runJson};
/** The validator of AGUITextPart. */
export const AGUITextPart: Validator<T.AGUITextPart> = /* @__PURE__ */ validator<T.AGUITextPart>("AGUITextPart", null, () => C_AGUITextPart);
