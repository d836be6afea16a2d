// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKTextPart: Struct = {f:[["text","str",1],["providerOptions",{d:0},0]],g:["type","text"],c:1};
/** @internal */
export const C_AISDKTextPart: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKTextPart: Text in a model message. */
export const AISDKTextPart: Validator<T.AISDKTextPart> = /* @__PURE__ */ validator<T.AISDKTextPart>("AISDKTextPart", {s:()=>S_AISDKTextPart}, () => C_AISDKTextPart);
