// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDataSource: Json = {"type":"object","properties":{"type":{"const":"data"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value","mimeType"]};
/** @internal */
export const C_AGUIDataSource: Check = {k:'json',j:()=>J_AGUIDataSource,f:runJson};
/** The validator of AGUIDataSource. */
export const AGUIDataSource: Validator<T.AGUIDataSource> = /* @__PURE__ */ validator<T.AGUIDataSource>("AGUIDataSource", null, () => C_AGUIDataSource);
