// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCallResponse } from "./OtelGenericServerToolCallResponse.js";

/** @internal */
export const J_OtelServerToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"server_tool_call_response":{"$ref":()=>J_OtelGenericServerToolCallResponse}},"required":["type","server_tool_call_response"],"type":"object"};
const C_OtelServerToolCallResponsePart: Check = {k:'json',j:()=>J_OtelServerToolCallResponsePart};
/** The validator of OtelServerToolCallResponsePart. */
export const OtelServerToolCallResponsePart: Validator<T.OtelServerToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelServerToolCallResponsePart>("OtelServerToolCallResponsePart", null, () => C_OtelServerToolCallResponsePart);
