// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITool: Json = {"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"parameters":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"}},"required":["name","description"]};
/** @internal */
export const C_AGUITool: Check = {k:'json',j:()=>J_AGUITool,f:runJson};
/** The validator of AGUITool. */
export const AGUITool: Validator<T.AGUITool> = /* @__PURE__ */ validator<T.AGUITool>("AGUITool", null, () => C_AGUITool);
