// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKCustomContentItem: Struct = {f:[["providerOptions",{d:0},0]],g:["type","custom"],c:1};
/** @internal */
export const C_AISDKCustomContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKCustomContentItem: Provider-specific content of a tool result, held in its provider options. */
export const AISDKCustomContentItem: Validator<T.AISDKCustomContentItem> = /* @__PURE__ */ validator<T.AISDKCustomContentItem>("AISDKCustomContentItem", {s:()=>S_AISDKCustomContentItem}, () => C_AISDKCustomContentItem);
