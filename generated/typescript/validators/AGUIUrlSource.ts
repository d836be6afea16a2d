// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d9d663daf69b7a25784e90bc259b10e81ac09a7c0f64357fdb973a0d5b29acc8

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIUrlSource: Json = {"type":"object","properties":{"type":{"const":"url"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIUrlSource: Check = {k:'json',j:()=>J_AGUIUrlSource,f:runJson};
/** The validator of AGUIUrlSource. */
export const AGUIUrlSource: Validator<T.AGUIUrlSource> = /* @__PURE__ */ validator<T.AGUIUrlSource>("AGUIUrlSource", null, () => C_AGUIUrlSource);
