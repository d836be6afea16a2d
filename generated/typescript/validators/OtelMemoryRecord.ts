// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelMemoryRecord: Json = {"additionalProperties":true,"properties":{"content":{},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"metadata":{"anyOf":[{"additionalProperties":true,"type":"object"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"required":["content"],"type":"object"};
/** @internal */
export const C_OtelMemoryRecord: Check = {k:'json',j:()=>J_OtelMemoryRecord,f:runJson};
/** The validator of OtelMemoryRecord. */
export const OtelMemoryRecord: Validator<T.OtelMemoryRecord> = /* @__PURE__ */ validator<T.OtelMemoryRecord>("OtelMemoryRecord", null, () => C_OtelMemoryRecord);
