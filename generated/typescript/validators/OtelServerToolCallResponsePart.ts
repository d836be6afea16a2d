// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 87fafdcd295609f95e23e0414ced1053389a3802a6e8d3be3e9ec1db652719fc

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCallResponse } from "./OtelGenericServerToolCallResponse.js";

/** @internal */
export const J_OtelServerToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"server_tool_call_response":{"$ref":()=>J_OtelGenericServerToolCallResponse}},"required":["type","server_tool_call_response"],"type":"object"};
/** @internal */
export const C_OtelServerToolCallResponsePart: Check = {k:'json',j:()=>J_OtelServerToolCallResponsePart,f:runJson};
/** The validator of OtelServerToolCallResponsePart. */
export const OtelServerToolCallResponsePart: Validator<T.OtelServerToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelServerToolCallResponsePart>("OtelServerToolCallResponsePart", null, () => C_OtelServerToolCallResponsePart);
