// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDataSource: Json = {"type":"object","properties":{"type":{"const":"data"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value","mimeType"]};
/** @internal */
export const C_AGUIDataSource: Check = {k:'json',j:()=>J_AGUIDataSource,f:runJson};
/** The validator of AGUIDataSource. */
export const AGUIDataSource: Validator<T.AGUIDataSource> = /* @__PURE__ */ validator<T.AGUIDataSource>("AGUIDataSource", null, () => C_AGUIDataSource);
