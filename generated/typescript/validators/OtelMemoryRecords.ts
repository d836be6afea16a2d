// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelMemoryRecord } from "./OtelMemoryRecord.js";

/** @internal */
export const J_OtelMemoryRecords: Json = {"items":{"$ref":()=>J_OtelMemoryRecord},"type":"array"};
const C_OtelMemoryRecords: Check = {k:'json',j:()=>J_OtelMemoryRecords};
/** The validator of OtelMemoryRecords. */
export const OtelMemoryRecords: Validator<T.OtelMemoryRecords> = /* @__PURE__ */ validator<T.OtelMemoryRecords>("OtelMemoryRecords", null, () => C_OtelMemoryRecords);
