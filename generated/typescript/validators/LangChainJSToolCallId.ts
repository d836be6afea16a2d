// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSToolCallId: Check = {k:'req',r:[["toolCallId"],["tool_call_id"]],e:"Object must say where its data is, with one of: toolCallId; tool_call_id"};
/** The validator of LangChainJSToolCallId: The rule that a langchainjs server tool result names the call it answers, as toolCallId or as tool_call_id. */
export const LangChainJSToolCallId: Validator<T.LangChainJSToolCallId> = /* @__PURE__ */ validator<T.LangChainJSToolCallId>("LangChainJSToolCallId", null, () => C_LangChainJSToolCallId, true);
