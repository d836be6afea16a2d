// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDataSource: Json = {"type":"object","properties":{"type":{"const":"data"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value","mimeType"]};
/** @internal */
export const C_AGUIDataSource: Check = {k:'json',j:()=>J_AGUIDataSource,f:runJson};
/** The validator of AGUIDataSource. */
export const AGUIDataSource: Validator<T.AGUIDataSource> = /* @__PURE__ */ validator<T.AGUIDataSource>("AGUIDataSource", null, () => C_AGUIDataSource);
