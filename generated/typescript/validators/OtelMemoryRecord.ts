// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelMemoryRecord: Json = {"additionalProperties":true,"properties":{"content":{},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"metadata":{"anyOf":[{"additionalProperties":true,"type":"object"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"required":["content"],"type":"object"};
/** @internal */
export const C_OtelMemoryRecord: Check = {k:'json',j:()=>J_OtelMemoryRecord,f:runJson};
/** The validator of OtelMemoryRecord. */
export const OtelMemoryRecord: Validator<T.OtelMemoryRecord> = /* @__PURE__ */ validator<T.OtelMemoryRecord>("OtelMemoryRecord", null, () => C_OtelMemoryRecord);
