// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelCompactionPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"compaction","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"content":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["type"],"type":"object"};
const C_OtelCompactionPart: Check = {k:'json',j:()=>J_OtelCompactionPart};
/** The validator of OtelCompactionPart. */
export const OtelCompactionPart: Validator<T.OtelCompactionPart> = /* @__PURE__ */ validator<T.OtelCompactionPart>("OtelCompactionPart", null, () => C_OtelCompactionPart);
