// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b2482c2bcadd75cd25287ebcbc6de48c9dcaaae8b62cb33311e168ca8995d98b

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSSerializedMessage: Check = {k:'disp',f:"id",m:()=>({}),p:()=>[],c:1};
/** The validator of LangChainJSSerializedMessage: A message in langchainjs's Serializable JSON form, what JSON.stringify of a message object writes (toJSON in @langchain/core 1.4.0): the class path in id, with three elements, and the fields in kwargs, with no type tag. */
export const LangChainJSSerializedMessage: Validator<T.LangChainJSSerializedMessage> = /* @__PURE__ */ validator<T.LangChainJSSerializedMessage>("LangChainJSSerializedMessage", null, () => C_LangChainJSSerializedMessage);
