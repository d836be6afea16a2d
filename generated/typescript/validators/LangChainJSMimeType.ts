// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSMimeType: Check = {k:'req',r:[["mimeType"],["mime_type"]],e:"Object must say where its data is, with one of: mimeType; mime_type"};
/** The validator of LangChainJSMimeType: The rule that a langchainjs plain-text block gives its media type, as mimeType or as mime_type. */
export const LangChainJSMimeType: Validator<T.LangChainJSMimeType> = /* @__PURE__ */ validator<T.LangChainJSMimeType>("LangChainJSMimeType", null, () => C_LangChainJSMimeType, true);
