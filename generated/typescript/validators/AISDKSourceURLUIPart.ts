// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKSourceURLUIPart: Struct = {f:[["type",{e:["source-url"],x:"str"},1],["sourceId","str",1],["url","str",1],["title","str",0],["providerMetadata",{d:0},0]],c:1};
/** @internal */
export const C_AISDKSourceURLUIPart: Check = {k:'fields',n:[["providerMetadata",0,()=>C_AISDKProviderMetadata]]};
/** The validator of AISDKSourceURLUIPart: A source the model cited, by URL. */
export const AISDKSourceURLUIPart: Validator<T.AISDKSourceURLUIPart> = /* @__PURE__ */ validator<T.AISDKSourceURLUIPart>("AISDKSourceURLUIPart", {s:()=>S_AISDKSourceURLUIPart}, () => C_AISDKSourceURLUIPart);
