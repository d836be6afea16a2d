// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKReasoningUIPart: Struct = {f:[["type",{e:["reasoning"],x:"str"},1],["text","str",1],["id","str",0],["state",{e:["done","streaming"],x:"str"},0],["providerMetadata",{d:0},0]],c:1};
/** @internal */
export const C_AISDKReasoningUIPart: Check = {k:'fields',n:[["providerMetadata",0,()=>C_AISDKProviderMetadata]]};
/** The validator of AISDKReasoningUIPart: Reasoning text in a UI message. */
export const AISDKReasoningUIPart: Validator<T.AISDKReasoningUIPart> = /* @__PURE__ */ validator<T.AISDKReasoningUIPart>("AISDKReasoningUIPart", {s:()=>S_AISDKReasoningUIPart}, () => C_AISDKReasoningUIPart);
