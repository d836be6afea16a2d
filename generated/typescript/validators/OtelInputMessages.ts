// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelChatMessage } from "./OtelChatMessage.js";

/** @internal */
export const J_OtelInputMessages: Json = {"items":{"$ref":()=>J_OtelChatMessage},"type":"array"};
const C_OtelInputMessages: Check = {k:'json',j:()=>J_OtelInputMessages};
/** The validator of OtelInputMessages. */
export const OtelInputMessages: Validator<T.OtelInputMessages> = /* @__PURE__ */ validator<T.OtelInputMessages>("OtelInputMessages", null, () => C_OtelInputMessages);
