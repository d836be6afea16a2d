// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelMemoryRecord } from "./OtelMemoryRecord.js";

/** @internal */
export const J_OtelMemoryRecords: Json = {"items":{"$ref":()=>J_OtelMemoryRecord},"type":"array"};
/** @internal */
export const C_OtelMemoryRecords: Check = {k:'json',j:()=>J_OtelMemoryRecords,f:runJson};
/** The validator of OtelMemoryRecords. */
export const OtelMemoryRecords: Validator<T.OtelMemoryRecords> = /* @__PURE__ */ validator<T.OtelMemoryRecords>("OtelMemoryRecords", null, () => C_OtelMemoryRecords);
