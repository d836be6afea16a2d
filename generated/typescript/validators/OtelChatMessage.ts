// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelPart } from "./OtelPart.js";
import { J_OtelRole } from "./OtelRole.js";

/** @internal */
export const J_OtelChatMessage: Json = {"additionalProperties":true,"properties":{"role":{"anyOf":[{"$ref":()=>J_OtelRole},{"type":"string"}]},"parts":{"items":{"$ref":()=>J_OtelPart},"type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["role","parts"],"type":"object"};
/** @internal */
export const C_OtelChatMessage: Check = {k:'json',j:()=>J_OtelChatMessage,f:runJson};
/** The validator of OtelChatMessage. */
export const OtelChatMessage: Validator<T.OtelChatMessage> = /* @__PURE__ */ validator<T.OtelChatMessage>("OtelChatMessage", null, () => C_OtelChatMessage);
