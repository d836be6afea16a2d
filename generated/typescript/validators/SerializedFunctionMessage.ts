// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_FunctionMessage, S_FunctionMessage } from "./FunctionMessage.js";

/** @internal */
export const S_SerializedFunctionMessage: Struct = {f:[["data",{s:()=>S_FunctionMessage},1]],g:["type","function"],c:1};
/** @internal */
export const C_SerializedFunctionMessage: Check = {k:'fields',n:[["data",0,()=>C_FunctionMessage]]};
/** The validator of SerializedFunctionMessage: The stored form of a FunctionMessage: its type tag and its fields. */
export const SerializedFunctionMessage: Validator<T.SerializedFunctionMessage> = /* @__PURE__ */ validator<T.SerializedFunctionMessage>("SerializedFunctionMessage", {s:()=>S_SerializedFunctionMessage}, () => C_SerializedFunctionMessage);
