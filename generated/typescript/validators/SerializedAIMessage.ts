// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessage, S_AIMessage } from "./AIMessage.js";

/** @internal */
export const S_SerializedAIMessage: Struct = {f:[["data",{s:()=>S_AIMessage},1]],g:["type","ai"],c:1};
/** @internal */
export const C_SerializedAIMessage: Check = {k:'fields',n:[["data",0,()=>C_AIMessage]]};
/** The validator of SerializedAIMessage: The stored form of a AIMessage: its type tag and its fields. */
export const SerializedAIMessage: Validator<T.SerializedAIMessage> = /* @__PURE__ */ validator<T.SerializedAIMessage>("SerializedAIMessage", {s:()=>S_SerializedAIMessage}, () => C_SerializedAIMessage);
