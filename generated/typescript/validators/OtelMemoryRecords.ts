// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d42161e0158ed1339bab345522cbee12f5f72b99c2a35fd481c3a250d1369106

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelMemoryRecord } from "./OtelMemoryRecord.js";

/** @internal */
export const J_OtelMemoryRecords: Json = {"items":{"$ref":()=>J_OtelMemoryRecord},"type":"array"};
/** @internal */
export const C_OtelMemoryRecords: Check = {k:'json',j:()=>J_OtelMemoryRecords,f:runJson};
/** The validator of OtelMemoryRecords. */
export const OtelMemoryRecords: Validator<T.OtelMemoryRecords> = /* @__PURE__ */ validator<T.OtelMemoryRecords>("OtelMemoryRecords", null, () => C_OtelMemoryRecords);
