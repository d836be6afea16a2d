// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSMimeType: Check = {k:'req',r:[["mimeType"],["mime_type"]],e:"Object must say where its data is, with one of: mimeType; mime_type"};
/** The validator of LangChainJSMimeType: The rule that a langchainjs plain-text block gives its media type, as mimeType or as mime_type. */
export const LangChainJSMimeType: Validator<T.LangChainJSMimeType> = /* @__PURE__ */ validator<T.LangChainJSMimeType>("LangChainJSMimeType", null, () => C_LangChainJSMimeType, true);
