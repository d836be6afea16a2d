// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKFileIdContentItem: Struct = {f:[["fileId",{u:["str",{d:"str"}],x:"str | object"},1],["providerOptions",{d:0},0]],g:["type","file-id"],c:1};
/** @internal */
export const C_AISDKFileIdContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKFileIdContentItem: A file in a tool result, by a provider's file id. */
export const AISDKFileIdContentItem: Validator<T.AISDKFileIdContentItem> = /* @__PURE__ */ validator<T.AISDKFileIdContentItem>("AISDKFileIdContentItem", {s:()=>S_AISDKFileIdContentItem}, () => C_AISDKFileIdContentItem);
