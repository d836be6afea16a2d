// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDataSource: Json = {"type":"object","properties":{"type":{"const":"data"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value","mimeType"]};
/** @internal */
export const C_AGUIDataSource: Check = {k:'json',j:()=>J_AGUIDataSource,f:runJson};
/** The validator of AGUIDataSource. */
export const AGUIDataSource: Validator<T.AGUIDataSource> = /* @__PURE__ */ validator<T.AGUIDataSource>("AGUIDataSource", null, () => C_AGUIDataSource);
