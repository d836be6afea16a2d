// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 477074b12abbc5e935ad8a3cfc4fa0874a9b1f516505a5536a56f22cbcdc4fc4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelMemoryRecord: Json = {"additionalProperties":true,"properties":{"content":{},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"metadata":{"anyOf":[{"additionalProperties":true,"type":"object"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"required":["content"],"type":"object"};
/** @internal */
export const C_OtelMemoryRecord: Check = {k:'json',j:()=>J_OtelMemoryRecord,f:runJson};
/** The validator of OtelMemoryRecord. */
export const OtelMemoryRecord: Validator<T.OtelMemoryRecord> = /* @__PURE__ */ validator<T.OtelMemoryRecord>("OtelMemoryRecord", null, () => C_OtelMemoryRecord);
