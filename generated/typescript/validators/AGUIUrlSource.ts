// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIUrlSource: Json = {"type":"object","properties":{"type":{"const":"url"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIUrlSource: Check = {k:'json',j:()=>J_AGUIUrlSource,f:runJson};
/** The validator of AGUIUrlSource. */
export const AGUIUrlSource: Validator<T.AGUIUrlSource> = /* @__PURE__ */ validator<T.AGUIUrlSource>("AGUIUrlSource", null, () => C_AGUIUrlSource);
