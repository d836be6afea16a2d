// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelOutputMessage } from "./OtelOutputMessage.js";

/** @internal */
export const J_OtelOutputMessages: Json = {"items":{"$ref":()=>J_OtelOutputMessage},"type":"array"};
/** @internal */
export const C_OtelOutputMessages: Check = {k:'json',j:()=>J_OtelOutputMessages,f:runJson};
/** The validator of OtelOutputMessages. */
export const OtelOutputMessages: Validator<T.OtelOutputMessages> = /* @__PURE__ */ validator<T.OtelOutputMessages>("OtelOutputMessages", null, () => C_OtelOutputMessages);
