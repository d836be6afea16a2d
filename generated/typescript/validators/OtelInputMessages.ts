// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelChatMessage } from "./OtelChatMessage.js";

/** @internal */
export const J_OtelInputMessages: Json = {"items":{"$ref":()=>J_OtelChatMessage},"type":"array"};
/** @internal */
export const C_OtelInputMessages: Check = {k:'json',j:()=>J_OtelInputMessages,f:runJson};
/** The validator of OtelInputMessages. */
export const OtelInputMessages: Validator<T.OtelInputMessages> = /* @__PURE__ */ validator<T.OtelInputMessages>("OtelInputMessages", null, () => C_OtelInputMessages);
