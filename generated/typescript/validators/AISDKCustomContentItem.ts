// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKCustomContentItem: Struct = {f:[["providerOptions",{d:0},0]],g:["type","custom"],c:1};
/** @internal */
export const C_AISDKCustomContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKCustomContentItem: Provider-specific content of a tool result, held in its provider options. */
export const AISDKCustomContentItem: Validator<T.AISDKCustomContentItem> = /* @__PURE__ */ validator<T.AISDKCustomContentItem>("AISDKCustomContentItem", {s:()=>S_AISDKCustomContentItem}, () => C_AISDKCustomContentItem);
