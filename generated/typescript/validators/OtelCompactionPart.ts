// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelCompactionPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"compaction","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"content":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelCompactionPart: Check = {k:'json',j:()=>J_OtelCompactionPart,f:runJson};
/** The validator of OtelCompactionPart. */
export const OtelCompactionPart: Validator<T.OtelCompactionPart> = /* @__PURE__ */ validator<T.OtelCompactionPart>("OtelCompactionPart", null, () => C_OtelCompactionPart);
