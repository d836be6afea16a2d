// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelOutputMessage } from "./OtelOutputMessage.js";

/** @internal */
export const J_OtelOutputMessages: Json = {"items":{"$ref":()=>J_OtelOutputMessage},"type":"array"};
const C_OtelOutputMessages: Check = {k:'json',j:()=>J_OtelOutputMessages};
/** The validator of OtelOutputMessages. */
export const OtelOutputMessages: Validator<T.OtelOutputMessages> = /* @__PURE__ */ validator<T.OtelOutputMessages>("OtelOutputMessages", null, () => C_OtelOutputMessages);
