// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelMemoryRecord: Json = {"additionalProperties":true,"properties":{"content":{},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"metadata":{"anyOf":[{"additionalProperties":true,"type":"object"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"required":["content"],"type":"object"};
const C_OtelMemoryRecord: Check = {k:'json',j:()=>J_OtelMemoryRecord};
/** The validator of OtelMemoryRecord. */
export const OtelMemoryRecord: Validator<T.OtelMemoryRecord> = /* @__PURE__ */ validator<T.OtelMemoryRecord>("OtelMemoryRecord", null, () => C_OtelMemoryRecord);
