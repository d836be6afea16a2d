// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 415a4f7909924c507c451573353392af61863899dcbc4431623092d87dac81b3

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_LangChainJSRemoveMessageData: Struct = {f:[["id","str",1],["content",{l:0},0],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0]]};
/** @internal */
export const C_LangChainJSRemoveMessageData: Check = {k:'obj',t:{s:()=>S_LangChainJSRemoveMessageData}};
/** The validator of LangChainJSRemoveMessageData: The fields of a langchainjs remove message: the id of the message to remove. */
export const LangChainJSRemoveMessageData: Validator<T.LangChainJSRemoveMessageData> = /* @__PURE__ */ validator<T.LangChainJSRemoveMessageData>("LangChainJSRemoveMessageData", null, () => C_LangChainJSRemoveMessageData);
