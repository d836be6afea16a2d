// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelCompactionPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"compaction","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"content":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelCompactionPart: Check = {k:'json',j:()=>J_OtelCompactionPart,f:runJson};
/** The validator of OtelCompactionPart. */
export const OtelCompactionPart: Validator<T.OtelCompactionPart> = /* @__PURE__ */ validator<T.OtelCompactionPart>("OtelCompactionPart", null, () => C_OtelCompactionPart);
