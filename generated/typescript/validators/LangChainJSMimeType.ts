// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 477074b12abbc5e935ad8a3cfc4fa0874a9b1f516505a5536a56f22cbcdc4fc4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSMimeType: Check = {k:'req',r:[["mimeType"],["mime_type"]],e:"Object must say where its data is, with one of: mimeType; mime_type"};
/** The validator of LangChainJSMimeType: The rule that a langchainjs plain-text block gives its media type, as mimeType or as mime_type. */
export const LangChainJSMimeType: Validator<T.LangChainJSMimeType> = /* @__PURE__ */ validator<T.LangChainJSMimeType>("LangChainJSMimeType", null, () => C_LangChainJSMimeType, true);
