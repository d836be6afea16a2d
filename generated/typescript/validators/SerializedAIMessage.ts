// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessage, S_AIMessage } from "./AIMessage.js";

/** @internal */
export const S_SerializedAIMessage: Struct = {f:[["data",{s:()=>S_AIMessage},1]],g:["type","ai"],c:1};
/** @internal */
export const C_SerializedAIMessage: Check = {k:'fields',n:[["data",0,()=>C_AIMessage]]};
/** The validator of SerializedAIMessage: The stored form of a AIMessage: its type tag and its fields. */
export const SerializedAIMessage: Validator<T.SerializedAIMessage> = /* @__PURE__ */ validator<T.SerializedAIMessage>("SerializedAIMessage", {s:()=>S_SerializedAIMessage}, () => C_SerializedAIMessage);
