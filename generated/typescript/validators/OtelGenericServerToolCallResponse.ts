// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCallResponse: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericServerToolCallResponse: Check = {k:'json',j:()=>J_OtelGenericServerToolCallResponse,f:runJson};
/** The validator of OtelGenericServerToolCallResponse. */
export const OtelGenericServerToolCallResponse: Validator<T.OtelGenericServerToolCallResponse> = /* @__PURE__ */ validator<T.OtelGenericServerToolCallResponse>("OtelGenericServerToolCallResponse", null, () => C_OtelGenericServerToolCallResponse);
