// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelChatMessage } from "./OtelChatMessage.js";

/** @internal */
export const J_OtelInputMessages: Json = {"items":{"$ref":()=>J_OtelChatMessage},"type":"array"};
/** @internal */
export const C_OtelInputMessages: Check = {k:'json',j:()=>J_OtelInputMessages,f:runJson};
/** The validator of OtelInputMessages. */
export const OtelInputMessages: Validator<T.OtelInputMessages> = /* @__PURE__ */ validator<T.OtelInputMessages>("OtelInputMessages", null, () => C_OtelInputMessages);
