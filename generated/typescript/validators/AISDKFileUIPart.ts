// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKFileUIPart: Struct = {f:[["type",{e:["file"],x:"str"},1],["mediaType","str",1],["url","str",1],["filename","str",0],["providerMetadata",{d:0},0]],c:1};
/** @internal */
export const C_AISDKFileUIPart: Check = {k:'fields',n:[["providerMetadata",0,()=>C_AISDKProviderMetadata]]};
/** The validator of AISDKFileUIPart: A file in a UI message, by URL (a data URL for inline data). */
export const AISDKFileUIPart: Validator<T.AISDKFileUIPart> = /* @__PURE__ */ validator<T.AISDKFileUIPart>("AISDKFileUIPart", {s:()=>S_AISDKFileUIPart}, () => C_AISDKFileUIPart);
