// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_LangChainJSCitation: Struct = {f:[["type",{e:["citation"],x:"str"},1],["id","str",0],["url","str",0],["title","str",0],["start_index","int",0],["startIndex","int",0],["end_index","int",0],["endIndex","int",0],["cited_text","str",0],["citedText","str",0],["extras",{d:0},0]]};
/** @internal */
export const C_LangChainJSCitation: Check = {k:'obj',t:{s:()=>S_LangChainJSCitation},g:1};
/** The validator of LangChainJSCitation: A citation as langchainjs writes it: startIndex, endIndex and citedText (the LangChain Python keys are accepted too). */
export const LangChainJSCitation: Validator<T.LangChainJSCitation> = /* @__PURE__ */ validator<T.LangChainJSCitation>("LangChainJSCitation", null, () => C_LangChainJSCitation);
