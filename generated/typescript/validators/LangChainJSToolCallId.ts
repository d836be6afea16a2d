// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSToolCallId: Check = {k:'req',r:[["toolCallId"],["tool_call_id"]],e:"Object must say where its data is, with one of: toolCallId; tool_call_id"};
/** The validator of LangChainJSToolCallId: The rule that a langchainjs server tool result names the call it answers, as toolCallId or as tool_call_id. */
export const LangChainJSToolCallId: Validator<T.LangChainJSToolCallId> = /* @__PURE__ */ validator<T.LangChainJSToolCallId>("LangChainJSToolCallId", null, () => C_LangChainJSToolCallId, true);
