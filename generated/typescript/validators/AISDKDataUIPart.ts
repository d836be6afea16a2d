// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKDataUIPart: Struct = {f:[["type","str",1],["data",0,1],["id","str",0]],c:1};
/** @internal */
export const C_AISDKDataUIPart: Check = {k:'fields',n:[],q:[["type","data-","Expected `str` matching regex '^data-'"]]};
/** The validator of AISDKDataUIPart: Application data in a UI message; its type is data- and the name of the data. */
export const AISDKDataUIPart: Validator<T.AISDKDataUIPart> = /* @__PURE__ */ validator<T.AISDKDataUIPart>("AISDKDataUIPart", {s:()=>S_AISDKDataUIPart}, () => C_AISDKDataUIPart);
