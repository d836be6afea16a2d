// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCallResponse } from "./OtelGenericServerToolCallResponse.js";

/** @internal */
export const J_OtelServerToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"server_tool_call_response":{"$ref":()=>J_OtelGenericServerToolCallResponse}},"required":["type","server_tool_call_response"],"type":"object"};
/** @internal */
export const C_OtelServerToolCallResponsePart: Check = {k:'json',j:()=>J_OtelServerToolCallResponsePart,f:runJson};
/** The validator of OtelServerToolCallResponsePart. */
export const OtelServerToolCallResponsePart: Validator<T.OtelServerToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelServerToolCallResponsePart>("OtelServerToolCallResponsePart", null, () => C_OtelServerToolCallResponsePart);
