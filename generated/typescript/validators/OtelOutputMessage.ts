// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelFinishReason } from "./OtelFinishReason.js";
import { J_OtelPart } from "./OtelPart.js";
import { J_OtelRole } from "./OtelRole.js";

/** @internal */
export const J_OtelOutputMessage: Json = {"additionalProperties":true,"properties":{"role":{"anyOf":[{"$ref":()=>J_OtelRole},{"type":"string"}]},"parts":{"items":{"$ref":()=>J_OtelPart},"type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]},"finish_reason":{"anyOf":[{"$ref":()=>J_OtelFinishReason},{"type":"string"}]}},"required":["role","parts"],"type":"object"};
/** @internal */
export const C_OtelOutputMessage: Check = {k:'json',j:()=>J_OtelOutputMessage,f:runJson};
/** The validator of OtelOutputMessage. */
export const OtelOutputMessage: Validator<T.OtelOutputMessage> = /* @__PURE__ */ validator<T.OtelOutputMessage>("OtelOutputMessage", null, () => C_OtelOutputMessage);
