// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainSerializedMessage: Check = {k:'disp',f:"id",m:()=>({}),p:()=>[],c:1};
/** The validator of LangChainSerializedMessage: A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields. */
export const LangChainSerializedMessage: Validator<T.LangChainSerializedMessage> = /* @__PURE__ */ validator<T.LangChainSerializedMessage>("LangChainSerializedMessage", null, () => C_LangChainSerializedMessage);
