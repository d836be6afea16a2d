// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e866dbc4c7efab9545af90efd46e8b9b16471893c8d7c7c081d70bf40e888bab

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelOutputMessage } from "./OtelOutputMessage.js";

/** @internal */
export const J_OtelOutputMessages: Json = {"items":{"$ref":()=>J_OtelOutputMessage},"type":"array"};
/** @internal */
export const C_OtelOutputMessages: Check = {k:'json',j:()=>J_OtelOutputMessages,f:runJson};
/** The validator of OtelOutputMessages. */
export const OtelOutputMessages: Validator<T.OtelOutputMessages> = /* @__PURE__ */ validator<T.OtelOutputMessages>("OtelOutputMessages", null, () => C_OtelOutputMessages);
