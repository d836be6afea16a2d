// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKTextUIPart: Struct = {f:[["type",{e:["text"],x:"str"},1],["text","str",1],["state",{e:["done","streaming"],x:"str"},0],["providerMetadata",{d:0},0]],c:1};
/** @internal */
export const C_AISDKTextUIPart: Check = {k:'fields',n:[["providerMetadata",0,()=>C_AISDKProviderMetadata]]};
/** The validator of AISDKTextUIPart: Text in a UI message. */
export const AISDKTextUIPart: Validator<T.AISDKTextUIPart> = /* @__PURE__ */ validator<T.AISDKTextUIPart>("AISDKTextUIPart", {s:()=>S_AISDKTextUIPart}, () => C_AISDKTextUIPart);
