// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIPartSource } from "./AGUIPartSource.js";

/** @internal */
export const J_AGUIAudioPart: Json = {"type":"object","properties":{"type":{"const":"audio"},"id":{"type":"string"},"source":{"$ref":()=>J_AGUIPartSource},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","source"]};
/** @internal */
export const C_AGUIAudioPart: Check = {k:'json',j:()=>J_AGUIAudioPart,f:runJson};
/** The validator of AGUIAudioPart. */
export const AGUIAudioPart: Validator<T.AGUIAudioPart> = /* @__PURE__ */ validator<T.AGUIAudioPart>("AGUIAudioPart", null, () => C_AGUIAudioPart);
