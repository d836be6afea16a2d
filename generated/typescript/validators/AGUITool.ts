// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITool: Json = {"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"parameters":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"}},"required":["name","description"]};
/** @internal */
export const C_AGUITool: Check = {k:'json',j:()=>J_AGUITool,f:runJson};
/** The validator of AGUITool. */
export const AGUITool: Validator<T.AGUITool> = /* @__PURE__ */ validator<T.AGUITool>("AGUITool", null, () => C_AGUITool);
