// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelOutputMessage } from "./OtelOutputMessage.js";

/** @internal */
export const J_OtelOutputMessages: Json = {"items":{"$ref":()=>J_OtelOutputMessage},"type":"array"};
/** @internal */
export const C_OtelOutputMessages: Check = {k:'json',j:()=>J_OtelOutputMessages,f:runJson};
/** The validator of OtelOutputMessages. */
export const OtelOutputMessages: Validator<T.OtelOutputMessages> = /* @__PURE__ */ validator<T.OtelOutputMessages>("OtelOutputMessages", null, () => C_OtelOutputMessages);
