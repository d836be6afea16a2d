// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelOutputMessage } from "./OtelOutputMessage.js";

/** @internal */
export const J_OtelOutputMessages: Json = {"items":{"$ref":()=>J_OtelOutputMessage},"type":"array"};
/** @internal */
export const C_OtelOutputMessages: Check = {k:'json',j:()=>J_OtelOutputMessages,f:runJson};
/** The validator of OtelOutputMessages. */
export const OtelOutputMessages: Validator<T.OtelOutputMessages> = /* @__PURE__ */ validator<T.OtelOutputMessages>("OtelOutputMessages", null, () => C_OtelOutputMessages);
