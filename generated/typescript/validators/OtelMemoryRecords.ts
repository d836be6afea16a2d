// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d4b48f97ade909ec7214ea49a1a0630d9de83148e707d28888b5be709238b978

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelMemoryRecord } from "./OtelMemoryRecord.js";

/** @internal */
export const J_OtelMemoryRecords: Json = {"items":{"$ref":()=>J_OtelMemoryRecord},"type":"array"};
/** @internal */
export const C_OtelMemoryRecords: Check = {k:'json',j:()=>J_OtelMemoryRecords,f:runJson};
/** The validator of OtelMemoryRecords. */
export const OtelMemoryRecords: Validator<T.OtelMemoryRecords> = /* @__PURE__ */ validator<T.OtelMemoryRecords>("OtelMemoryRecords", null, () => C_OtelMemoryRecords);
