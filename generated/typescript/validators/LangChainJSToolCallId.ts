// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSToolCallId: Check = {k:'req',r:[["toolCallId"],["tool_call_id"]],e:"Object must say where its data is, with one of: toolCallId; tool_call_id"};
/** The validator of LangChainJSToolCallId: The rule that a langchainjs server tool result names the call it answers, as toolCallId or as tool_call_id. */
export const LangChainJSToolCallId: Validator<T.LangChainJSToolCallId> = /* @__PURE__ */ validator<T.LangChainJSToolCallId>("LangChainJSToolCallId", null, () => C_LangChainJSToolCallId, true);
