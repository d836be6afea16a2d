// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKToolInputAvailableUIPart: Struct = {f:[["type","str",1],["toolCallId","str",1],["input",0,1],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0]],g:["state","input-available"],c:1};
/** @internal */
export const C_AISDKToolInputAvailableUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata]],q:[["type","tool-","Expected `str` matching regex '^tool-'"]]};
/** The validator of AISDKToolInputAvailableUIPart: A call of a tool the application declared (tool- and the name of the tool): the call's input is complete; the tool has not answered. */
export const AISDKToolInputAvailableUIPart: Validator<T.AISDKToolInputAvailableUIPart> = /* @__PURE__ */ validator<T.AISDKToolInputAvailableUIPart>("AISDKToolInputAvailableUIPart", {s:()=>S_AISDKToolInputAvailableUIPart}, () => C_AISDKToolInputAvailableUIPart);
