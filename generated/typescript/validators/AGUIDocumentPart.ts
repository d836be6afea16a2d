// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIPartSource } from "./AGUIPartSource.js";

/** @internal */
export const J_AGUIDocumentPart: Json = {"type":"object","properties":{"type":{"const":"document"},"id":{"type":"string"},"source":{"$ref":()=>J_AGUIPartSource},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","source"]};
/** @internal */
export const C_AGUIDocumentPart: Check = {k:'json',j:()=>J_AGUIDocumentPart,f:runJson};
/** The validator of AGUIDocumentPart. */
export const AGUIDocumentPart: Validator<T.AGUIDocumentPart> = /* @__PURE__ */ validator<T.AGUIDocumentPart>("AGUIDocumentPart", null, () => C_AGUIDocumentPart);
