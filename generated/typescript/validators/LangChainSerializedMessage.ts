// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b2482c2bcadd75cd25287ebcbc6de48c9dcaaae8b62cb33311e168ca8995d98b

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainSerializedMessage: Check = {k:'disp',f:"id",m:()=>({}),p:()=>[],c:1};
/** The validator of LangChainSerializedMessage: A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields. */
export const LangChainSerializedMessage: Validator<T.LangChainSerializedMessage> = /* @__PURE__ */ validator<T.LangChainSerializedMessage>("LangChainSerializedMessage", null, () => C_LangChainSerializedMessage);
