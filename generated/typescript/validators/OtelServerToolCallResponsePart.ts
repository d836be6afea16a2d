// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCallResponse } from "./OtelGenericServerToolCallResponse.js";

/** @internal */
export const J_OtelServerToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"server_tool_call_response":{"$ref":()=>J_OtelGenericServerToolCallResponse}},"required":["type","server_tool_call_response"],"type":"object"};
const C_OtelServerToolCallResponsePart: Check = {k:'json',j:()=>J_OtelServerToolCallResponsePart};
/** The validator of OtelServerToolCallResponsePart. */
export const OtelServerToolCallResponsePart: Validator<T.OtelServerToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelServerToolCallResponsePart>("OtelServerToolCallResponsePart", null, () => C_OtelServerToolCallResponsePart);
