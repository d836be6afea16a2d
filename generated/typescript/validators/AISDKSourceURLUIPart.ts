// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKSourceURLUIPart: Struct = {f:[["type",{e:["source-url"],x:"str"},1],["sourceId","str",1],["url","str",1],["title","str",0],["providerMetadata",{d:0},0]],c:1};
/** @internal */
export const C_AISDKSourceURLUIPart: Check = {k:'fields',n:[["providerMetadata",0,()=>C_AISDKProviderMetadata]]};
/** The validator of AISDKSourceURLUIPart: A source the model cited, by URL. */
export const AISDKSourceURLUIPart: Validator<T.AISDKSourceURLUIPart> = /* @__PURE__ */ validator<T.AISDKSourceURLUIPart>("AISDKSourceURLUIPart", {s:()=>S_AISDKSourceURLUIPart}, () => C_AISDKSourceURLUIPart);
