// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallRequestPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"arguments":{}},"required":["type","name"],"type":"object"};
const C_OtelToolCallRequestPart: Check = {k:'json',j:()=>J_OtelToolCallRequestPart};
/** The validator of OtelToolCallRequestPart. */
export const OtelToolCallRequestPart: Validator<T.OtelToolCallRequestPart> = /* @__PURE__ */ validator<T.OtelToolCallRequestPart>("OtelToolCallRequestPart", null, () => C_OtelToolCallRequestPart);
