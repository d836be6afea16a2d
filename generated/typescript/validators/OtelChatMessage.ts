// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelPart } from "./OtelPart.js";
import { J_OtelRole } from "./OtelRole.js";

/** @internal */
export const J_OtelChatMessage: Json = {"additionalProperties":true,"properties":{"role":{"anyOf":[{"$ref":()=>J_OtelRole},{"type":"string"}]},"parts":{"items":{"$ref":()=>J_OtelPart},"type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["role","parts"],"type":"object"};
const C_OtelChatMessage: Check = {k:'json',j:()=>J_OtelChatMessage};
/** The validator of OtelChatMessage. */
export const OtelChatMessage: Validator<T.OtelChatMessage> = /* @__PURE__ */ validator<T.OtelChatMessage>("OtelChatMessage", null, () => C_OtelChatMessage);
