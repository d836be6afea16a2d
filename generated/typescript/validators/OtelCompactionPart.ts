// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ab3249983faa8ab7f64a256821563d397583fb3bcc9954c0712c7ceea8b1568d

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelCompactionPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"compaction","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"content":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelCompactionPart: Check = {k:'json',j:()=>J_OtelCompactionPart,f:runJson};
/** The validator of OtelCompactionPart. */
export const OtelCompactionPart: Validator<T.OtelCompactionPart> = /* @__PURE__ */ validator<T.OtelCompactionPart>("OtelCompactionPart", null, () => C_OtelCompactionPart);
