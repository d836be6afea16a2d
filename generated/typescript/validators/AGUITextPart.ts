// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextPart: Json = {"type":"object","properties":{"type":{"const":"text"},"id":{"type":"string"},"text":{"type":"string"},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","text"]};
/** @internal */
export const C_AGUITextPart: Check = {k:'json',j:()=>J_AGUITextPart,f:runJson};
/** The validator of AGUITextPart. */
export const AGUITextPart: Validator<T.AGUITextPart> = /* @__PURE__ */ validator<T.AGUITextPart>("AGUITextPart", null, () => C_AGUITextPart);
