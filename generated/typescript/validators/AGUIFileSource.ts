// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFileSource: Json = {"type":"object","properties":{"type":{"const":"file"},"value":{"type":"string"},"provider":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIFileSource: Check = {k:'json',j:()=>J_AGUIFileSource,f:runJson};
/** The validator of AGUIFileSource. */
export const AGUIFileSource: Validator<T.AGUIFileSource> = /* @__PURE__ */ validator<T.AGUIFileSource>("AGUIFileSource", null, () => C_AGUIFileSource);
