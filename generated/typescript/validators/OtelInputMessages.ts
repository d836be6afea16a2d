// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelChatMessage } from "./OtelChatMessage.js";

/** @internal */
export const J_OtelInputMessages: Json = {"items":{"$ref":()=>J_OtelChatMessage},"type":"array"};
/** @internal */
export const C_OtelInputMessages: Check = {k:'json',j:()=>J_OtelInputMessages,f:runJson};
/** The validator of OtelInputMessages. */
export const OtelInputMessages: Validator<T.OtelInputMessages> = /* @__PURE__ */ validator<T.OtelInputMessages>("OtelInputMessages", null, () => C_OtelInputMessages);
