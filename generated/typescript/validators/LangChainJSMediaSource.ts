// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_LangChainJSMediaSource: Check = {k:'req',r:[["url"],["data"],["fileId"],["base64"],["file_id"],["source_type","id"],["source_type","text"],["source"],["file"]],e:"Object must say where its data is, with one of: url; data; fileId; base64; file_id; source_type with id; source_type with text; source; file"};
/** The validator of LangChainJSMediaSource: The rule that a langchainjs media block must say where its data is: url, data or fileId (or the LangChain Python keys base64 and file_id, a legacy source_type with data, url, id or text, or a provider's own source or file field). */
export const LangChainJSMediaSource: Validator<T.LangChainJSMediaSource> = /* @__PURE__ */ validator<T.LangChainJSMediaSource>("LangChainJSMediaSource", null, () => C_LangChainJSMediaSource, true);
