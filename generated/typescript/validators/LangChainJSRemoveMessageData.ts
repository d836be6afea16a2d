// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_LangChainJSRemoveMessageData: Struct = {f:[["id","str",1],["content",{l:0},0],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0]]};
/** @internal */
export const C_LangChainJSRemoveMessageData: Check = {k:'obj',t:{s:()=>S_LangChainJSRemoveMessageData},q:[["content",{"a":0},"Expected `array` of length <= 0"]]};
/** The validator of LangChainJSRemoveMessageData: The fields of a langchainjs remove message: the id of the message to remove. */
export const LangChainJSRemoveMessageData: Validator<T.LangChainJSRemoveMessageData> = /* @__PURE__ */ validator<T.LangChainJSRemoveMessageData>("LangChainJSRemoveMessageData", null, () => C_LangChainJSRemoveMessageData);
