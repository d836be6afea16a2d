// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITool: Json = {"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"parameters":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"}},"required":["name","description"]};
/** @internal */
export const C_AGUITool: Check = {k:'json',j:()=>J_AGUITool,f:runJson};
/** The validator of AGUITool. */
export const AGUITool: Validator<T.AGUITool> = /* @__PURE__ */ validator<T.AGUITool>("AGUITool", null, () => C_AGUITool);
