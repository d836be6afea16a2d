// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_LangChainJSCitation: Struct = {f:[["type",{e:["citation"],x:"str"},1],["id","str",0],["url","str",0],["title","str",0],["start_index","int",0],["startIndex","int",0],["end_index","int",0],["endIndex","int",0],["cited_text","str",0],["citedText","str",0],["extras",{d:0},0]]};
/** @internal */
export const C_LangChainJSCitation: Check = {k:'obj',t:{s:()=>S_LangChainJSCitation},g:1};
/** The validator of LangChainJSCitation: A citation as langchainjs writes it: startIndex, endIndex and citedText (the LangChain Python keys are accepted too). */
export const LangChainJSCitation: Validator<T.LangChainJSCitation> = /* @__PURE__ */ validator<T.LangChainJSCitation>("LangChainJSCitation", null, () => C_LangChainJSCitation);
