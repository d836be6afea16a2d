// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d984c48e8c0a0d5c457c71f496e17eb3fee220199fd3cb9abaaa823978d90b3f

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelChatMessage } from "./OtelChatMessage.js";

/** @internal */
export const J_OtelInputMessages: Json = {"items":{"$ref":()=>J_OtelChatMessage},"type":"array"};
/** @internal */
export const C_OtelInputMessages: Check = {k:'json',j:()=>J_OtelInputMessages,f:runJson};
/** The validator of OtelInputMessages. */
export const OtelInputMessages: Validator<T.OtelInputMessages> = /* @__PURE__ */ validator<T.OtelInputMessages>("OtelInputMessages", null, () => C_OtelInputMessages);
