// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelFinishReason } from "./OtelFinishReason.js";
import { J_OtelPart } from "./OtelPart.js";
import { J_OtelRole } from "./OtelRole.js";

/** @internal */
export const J_OtelOutputMessage: Json = {"additionalProperties":true,"properties":{"role":{"anyOf":[{"$ref":()=>J_OtelRole},{"type":"string"}]},"parts":{"items":{"$ref":()=>J_OtelPart},"type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"finish_reason":{"anyOf":[{"$ref":()=>J_OtelFinishReason},{"type":"string"}]}},"required":["role","parts","finish_reason"],"type":"object"};
const C_OtelOutputMessage: Check = {k:'json',j:()=>J_OtelOutputMessage};
/** The validator of OtelOutputMessage. */
export const OtelOutputMessage: Validator<T.OtelOutputMessage> = /* @__PURE__ */ validator<T.OtelOutputMessage>("OtelOutputMessage", null, () => C_OtelOutputMessage);
