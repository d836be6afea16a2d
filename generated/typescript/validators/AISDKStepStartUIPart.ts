// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKStepStartUIPart: Struct = {f:[["type",{e:["step-start"],x:"str"},1]],c:1};
/** @internal */
export const C_AISDKStepStartUIPart: Check = {k:'fields',n:[]};
/** The validator of AISDKStepStartUIPart: The start of a step of a multi-step answer. */
export const AISDKStepStartUIPart: Validator<T.AISDKStepStartUIPart> = /* @__PURE__ */ validator<T.AISDKStepStartUIPart>("AISDKStepStartUIPart", {s:()=>S_AISDKStepStartUIPart}, () => C_AISDKStepStartUIPart);
