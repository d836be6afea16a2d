// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKStepStartUIPart: Struct = {f:[["type",{e:["step-start"],x:"str"},1]],c:1};
/** @internal */
export const C_AISDKStepStartUIPart: Check = {k:'fields',n:[]};
/** The validator of AISDKStepStartUIPart: The start of a step of a multi-step answer. */
export const AISDKStepStartUIPart: Validator<T.AISDKStepStartUIPart> = /* @__PURE__ */ validator<T.AISDKStepStartUIPart>("AISDKStepStartUIPart", {s:()=>S_AISDKStepStartUIPart}, () => C_AISDKStepStartUIPart);
