// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKStepStartUIPart: Struct = {f:[["type",{e:["step-start"],x:"str"},1]],c:1};
/** @internal */
export const C_AISDKStepStartUIPart: Check = {k:'fields',n:[]};
/** The validator of AISDKStepStartUIPart: The start of a step of a multi-step answer. */
export const AISDKStepStartUIPart: Validator<T.AISDKStepStartUIPart> = /* @__PURE__ */ validator<T.AISDKStepStartUIPart>("AISDKStepStartUIPart", {s:()=>S_AISDKStepStartUIPart}, () => C_AISDKStepStartUIPart);
