// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelPart } from "./OtelPart.js";
import { J_OtelRole } from "./OtelRole.js";

/** @internal */
export const J_OtelChatMessage: Json = {"additionalProperties":true,"properties":{"role":{"anyOf":[{"$ref":()=>J_OtelRole},{"type":"string"}]},"parts":{"items":{"$ref":()=>J_OtelPart},"type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["role","parts"],"type":"object"};
const C_OtelChatMessage: Check = {k:'json',j:()=>J_OtelChatMessage};
/** The validator of OtelChatMessage. */
export const OtelChatMessage: Validator<T.OtelChatMessage> = /* @__PURE__ */ validator<T.OtelChatMessage>("OtelChatMessage", null, () => C_OtelChatMessage);
