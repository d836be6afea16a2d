// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCall } from "./OtelGenericServerToolCall.js";

/** @internal */
export const J_OtelServerToolCallPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"server_tool_call":{"$ref":()=>J_OtelGenericServerToolCall}},"required":["type","name","server_tool_call"],"type":"object"};
/** @internal */
export const C_OtelServerToolCallPart: Check = {k:'json',j:()=>J_OtelServerToolCallPart,f:runJson};
/** The validator of OtelServerToolCallPart. */
export const OtelServerToolCallPart: Validator<T.OtelServerToolCallPart> = /* @__PURE__ */ validator<T.OtelServerToolCallPart>("OtelServerToolCallPart", null, () => C_OtelServerToolCallPart);
