// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_FunctionMessage, S_FunctionMessage } from "./FunctionMessage.js";

/** @internal */
export const S_SerializedFunctionMessage: Struct = {f:[["data",{s:()=>S_FunctionMessage},1]],g:["type","function"],c:1};
/** @internal */
export const C_SerializedFunctionMessage: Check = {k:'fields',n:[["data",0,()=>C_FunctionMessage]]};
/** The validator of SerializedFunctionMessage: The stored form of a FunctionMessage: its type tag and its fields. */
export const SerializedFunctionMessage: Validator<T.SerializedFunctionMessage> = /* @__PURE__ */ validator<T.SerializedFunctionMessage>("SerializedFunctionMessage", {s:()=>S_SerializedFunctionMessage}, () => C_SerializedFunctionMessage);
