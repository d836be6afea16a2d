// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCall } from "./OtelGenericServerToolCall.js";

/** @internal */
export const J_OtelServerToolCallPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"server_tool_call":{"$ref":()=>J_OtelGenericServerToolCall}},"required":["type","name","server_tool_call"],"type":"object"};
const C_OtelServerToolCallPart: Check = {k:'json',j:()=>J_OtelServerToolCallPart};
/** The validator of OtelServerToolCallPart. */
export const OtelServerToolCallPart: Validator<T.OtelServerToolCallPart> = /* @__PURE__ */ validator<T.OtelServerToolCallPart>("OtelServerToolCallPart", null, () => C_OtelServerToolCallPart);
