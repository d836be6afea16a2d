// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelCompactionPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"compaction","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"content":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelCompactionPart: Check = {k:'json',j:()=>J_OtelCompactionPart,f:runJson};
/** The validator of OtelCompactionPart. */
export const OtelCompactionPart: Validator<T.OtelCompactionPart> = /* @__PURE__ */ validator<T.OtelCompactionPart>("OtelCompactionPart", null, () => C_OtelCompactionPart);
