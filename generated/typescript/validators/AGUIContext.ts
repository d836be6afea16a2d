// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIContext: Json = {"type":"object","properties":{"description":{"type":"string"},"value":{"type":"string"}},"required":["description","value"]};
/** @internal */
export const C_AGUIContext: Check = {k:'json',j:()=>J_AGUIContext,f:runJson};
/** The validator of AGUIContext. */
export const AGUIContext: Validator<T.AGUIContext> = /* @__PURE__ */ validator<T.AGUIContext>("AGUIContext", null, () => C_AGUIContext);
