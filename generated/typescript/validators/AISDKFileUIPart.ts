// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKFileUIPart: Struct = {f:[["type",{e:["file"],x:"str"},1],["mediaType","str",1],["url","str",1],["filename","str",0],["providerMetadata",{d:0},0]],c:1};
/** @internal */
export const C_AISDKFileUIPart: Check = {k:'fields',n:[["providerMetadata",0,()=>C_AISDKProviderMetadata]]};
/** The validator of AISDKFileUIPart: A file in a UI message, by URL (a data URL for inline data). */
export const AISDKFileUIPart: Validator<T.AISDKFileUIPart> = /* @__PURE__ */ validator<T.AISDKFileUIPart>("AISDKFileUIPart", {s:()=>S_AISDKFileUIPart}, () => C_AISDKFileUIPart);
