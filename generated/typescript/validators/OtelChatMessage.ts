// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelPart } from "./OtelPart.js";
import { J_OtelRole } from "./OtelRole.js";

/** @internal */
export const J_OtelChatMessage: Json = {"additionalProperties":true,"properties":{"role":{"anyOf":[{"$ref":()=>J_OtelRole},{"type":"string"}]},"parts":{"items":{"$ref":()=>J_OtelPart},"type":"array"},"name":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["role","parts"],"type":"object"};
/** @internal */
export const C_OtelChatMessage: Check = {k:'json',j:()=>J_OtelChatMessage,f:runJson};
/** The validator of OtelChatMessage. */
export const OtelChatMessage: Validator<T.OtelChatMessage> = /* @__PURE__ */ validator<T.OtelChatMessage>("OtelChatMessage", null, () => C_OtelChatMessage);
