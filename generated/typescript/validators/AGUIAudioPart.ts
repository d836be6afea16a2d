// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIPartSource } from "./AGUIPartSource.js";

/** @internal */
export const J_AGUIAudioPart: Json = {"type":"object","properties":{"type":{"const":"audio"},"id":{"type":"string"},"source":{"$ref":()=>J_AGUIPartSource},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","source"]};
/** @internal */
export const C_AGUIAudioPart: Check = {k:'json',j:()=>J_AGUIAudioPart,f:runJson};
/** The validator of AGUIAudioPart. */
export const AGUIAudioPart: Validator<T.AGUIAudioPart> = /* @__PURE__ */ validator<T.AGUIAudioPart>("AGUIAudioPart", null, () => C_AGUIAudioPart);
