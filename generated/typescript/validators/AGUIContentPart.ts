// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIAudioPart } from "./AGUIAudioPart.js";
import { J_AGUIDocumentPart } from "./AGUIDocumentPart.js";
import { J_AGUIImagePart } from "./AGUIImagePart.js";
import { J_AGUITextPart } from "./AGUITextPart.js";
import { J_AGUIVideoPart } from "./AGUIVideoPart.js";

/** @internal */
export const J_AGUIContentPart: Json = {"type":"object","properties":{"type":{"type":"string"}},"required":["type"],"anyOf":[{"$ref":()=>J_AGUITextPart},{"$ref":()=>J_AGUIImagePart},{"$ref":()=>J_AGUIAudioPart},{"$ref":()=>J_AGUIVideoPart},{"$ref":()=>J_AGUIDocumentPart}],"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":()=>J_AGUITextPart}},{"if":{"properties":{"type":{"const":"image"}},"required":["type"]},"then":{"$ref":()=>J_AGUIImagePart}},{"if":{"properties":{"type":{"const":"audio"}},"required":["type"]},"then":{"$ref":()=>J_AGUIAudioPart}},{"if":{"properties":{"type":{"const":"video"}},"required":["type"]},"then":{"$ref":()=>J_AGUIVideoPart}},{"if":{"properties":{"type":{"const":"document"}},"required":["type"]},"then":{"$ref":()=>J_AGUIDocumentPart}}]};
/** @internal */
export const C_AGUIContentPart: Check = {k:'json',j:()=>J_AGUIContentPart,f:runJson};
/** The validator of AGUIContentPart. */
export const AGUIContentPart: Validator<T.AGUIContentPart> = /* @__PURE__ */ validator<T.AGUIContentPart>("AGUIContentPart", null, () => C_AGUIContentPart);
