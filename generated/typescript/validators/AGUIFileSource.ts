// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFileSource: Json = {"type":"object","properties":{"type":{"const":"file"},"value":{"type":"string"},"provider":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIFileSource: Check = {k:'json',j:()=>J_AGUIFileSource,f:runJson};
/** The validator of AGUIFileSource. */
export const AGUIFileSource: Validator<T.AGUIFileSource> = /* @__PURE__ */ validator<T.AGUIFileSource>("AGUIFileSource", null, () => C_AGUIFileSource);
