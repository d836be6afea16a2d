// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCallResponse } from "./OtelGenericServerToolCallResponse.js";

/** @internal */
export const J_OtelServerToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"server_tool_call_response":{"$ref":()=>J_OtelGenericServerToolCallResponse}},"required":["type","server_tool_call_response"],"type":"object"};
/** @internal */
export const C_OtelServerToolCallResponsePart: Check = {k:'json',j:()=>J_OtelServerToolCallResponsePart,f:runJson};
/** The validator of OtelServerToolCallResponsePart. */
export const OtelServerToolCallResponsePart: Validator<T.OtelServerToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelServerToolCallResponsePart>("OtelServerToolCallResponsePart", null, () => C_OtelServerToolCallResponsePart);
