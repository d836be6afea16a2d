// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: afce9a8746fef79c6b108098ff6a30b1299cdeefdcdc1814c547d47f450c2a9b

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKStepStartUIPart: Struct = {f:[["type",{e:["step-start"],x:"str"},1]],c:1};
/** @internal */
export const C_AISDKStepStartUIPart: Check = {k:'fields',n:[]};
/** The validator of AISDKStepStartUIPart: The start of a step of a multi-step answer. */
export const AISDKStepStartUIPart: Validator<T.AISDKStepStartUIPart> = /* @__PURE__ */ validator<T.AISDKStepStartUIPart>("AISDKStepStartUIPart", {s:()=>S_AISDKStepStartUIPart}, () => C_AISDKStepStartUIPart);
