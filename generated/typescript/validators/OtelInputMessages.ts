// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelChatMessage } from "./OtelChatMessage.js";

/** @internal */
export const J_OtelInputMessages: Json = {"items":{"$ref":()=>J_OtelChatMessage},"type":"array"};
/** @internal */
export const C_OtelInputMessages: Check = {k:'json',j:()=>J_OtelInputMessages,f:runJson};
/** The validator of OtelInputMessages. */
export const OtelInputMessages: Validator<T.OtelInputMessages> = /* @__PURE__ */ validator<T.OtelInputMessages>("OtelInputMessages", null, () => C_OtelInputMessages);
