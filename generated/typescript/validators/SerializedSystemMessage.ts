// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_SystemMessage, S_SystemMessage } from "./SystemMessage.js";

/** @internal */
export const S_SerializedSystemMessage: Struct = {f:[["data",{s:()=>S_SystemMessage},1]],g:["type","system"],c:1};
/** @internal */
export const C_SerializedSystemMessage: Check = {k:'fields',n:[["data",0,()=>C_SystemMessage]]};
/** The validator of SerializedSystemMessage: The stored form of a SystemMessage: its type tag and its fields. */
export const SerializedSystemMessage: Validator<T.SerializedSystemMessage> = /* @__PURE__ */ validator<T.SerializedSystemMessage>("SerializedSystemMessage", {s:()=>S_SerializedSystemMessage}, () => C_SerializedSystemMessage);
