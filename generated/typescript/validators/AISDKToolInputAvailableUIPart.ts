// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKToolInputAvailableUIPart: Struct = {f:[["type","str",1],["toolCallId","str",1],["input",0,1],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0]],g:["state","input-available"],c:1};
/** @internal */
export const C_AISDKToolInputAvailableUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata]],q:[["type","tool-","Expected `str` matching regex '^tool-'"]]};
/** The validator of AISDKToolInputAvailableUIPart: A call of a tool the application declared (tool- and the name of the tool): the call's input is complete; the tool has not answered. */
export const AISDKToolInputAvailableUIPart: Validator<T.AISDKToolInputAvailableUIPart> = /* @__PURE__ */ validator<T.AISDKToolInputAvailableUIPart>("AISDKToolInputAvailableUIPart", {s:()=>S_AISDKToolInputAvailableUIPart}, () => C_AISDKToolInputAvailableUIPart);
