// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIContext: Json = {"type":"object","properties":{"description":{"type":"string"},"value":{"type":"string"}},"required":["description","value"]};
/** @internal */
export const C_AGUIContext: Check = {k:'json',j:()=>J_AGUIContext,f:runJson};
/** The validator of AGUIContext. */
export const AGUIContext: Validator<T.AGUIContext> = /* @__PURE__ */ validator<T.AGUIContext>("AGUIContext", null, () => C_AGUIContext);
