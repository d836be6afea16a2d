// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

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
