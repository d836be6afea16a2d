// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDataSource: Json = {"type":"object","properties":{"type":{"const":"data"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value","mimeType"]};
/** @internal */
export const C_AGUIDataSource: Check = {k:'json',j:()=>J_AGUIDataSource,f:runJson};
/** The validator of AGUIDataSource. */
export const AGUIDataSource: Validator<T.AGUIDataSource> = /* @__PURE__ */ validator<T.AGUIDataSource>("AGUIDataSource", null, () => C_AGUIDataSource);
