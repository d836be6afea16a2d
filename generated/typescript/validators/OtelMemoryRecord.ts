// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelMemoryRecord: Json = {"additionalProperties":true,"properties":{"content":{},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"metadata":{"anyOf":[{"additionalProperties":true,"type":"object"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"required":["content"],"type":"object"};
/** @internal */
export const C_OtelMemoryRecord: Check = {k:'json',j:()=>J_OtelMemoryRecord,f:runJson};
/** The validator of OtelMemoryRecord. */
export const OtelMemoryRecord: Validator<T.OtelMemoryRecord> = /* @__PURE__ */ validator<T.OtelMemoryRecord>("OtelMemoryRecord", null, () => C_OtelMemoryRecord);
