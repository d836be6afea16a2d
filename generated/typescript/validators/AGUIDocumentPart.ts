// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIPartSource } from "./AGUIPartSource.js";

/** @internal */
export const J_AGUIDocumentPart: Json = {"type":"object","properties":{"type":{"const":"document"},"id":{"type":"string"},"source":{"$ref":()=>J_AGUIPartSource},"metadata":{"type":["string","number","boolean","array","object"]}},"required":["type","source"]};
/** @internal */
export const C_AGUIDocumentPart: Check = {k:'json',j:()=>J_AGUIDocumentPart,f:runJson};
/** The validator of AGUIDocumentPart. */
export const AGUIDocumentPart: Validator<T.AGUIDocumentPart> = /* @__PURE__ */ validator<T.AGUIDocumentPart>("AGUIDocumentPart", null, () => C_AGUIDocumentPart);
