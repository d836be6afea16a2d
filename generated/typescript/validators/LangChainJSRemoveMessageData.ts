// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_LangChainJSRemoveMessageData: Struct = {f:[["id","str",1],["content",{l:0},0],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0]]};
/** @internal */
export const C_LangChainJSRemoveMessageData: Check = {k:'obj',t:{s:()=>S_LangChainJSRemoveMessageData},q:[["content",{"a":0},"Expected `array` of length <= 0"]]};
/** The validator of LangChainJSRemoveMessageData: The fields of a langchainjs remove message: the id of the message to remove. */
export const LangChainJSRemoveMessageData: Validator<T.LangChainJSRemoveMessageData> = /* @__PURE__ */ validator<T.LangChainJSRemoveMessageData>("LangChainJSRemoveMessageData", null, () => C_LangChainJSRemoveMessageData);
