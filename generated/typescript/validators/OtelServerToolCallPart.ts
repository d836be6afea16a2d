// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelGenericServerToolCall } from "./OtelGenericServerToolCall.js";

/** @internal */
export const J_OtelServerToolCallPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"server_tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"server_tool_call":{"$ref":()=>J_OtelGenericServerToolCall}},"required":["type","name","server_tool_call"],"type":"object"};
const C_OtelServerToolCallPart: Check = {k:'json',j:()=>J_OtelServerToolCallPart};
/** The validator of OtelServerToolCallPart. */
export const OtelServerToolCallPart: Validator<T.OtelServerToolCallPart> = /* @__PURE__ */ validator<T.OtelServerToolCallPart>("OtelServerToolCallPart", null, () => C_OtelServerToolCallPart);
