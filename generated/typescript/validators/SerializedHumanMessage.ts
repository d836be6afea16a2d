// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_HumanMessage, S_HumanMessage } from "./HumanMessage.js";

/** @internal */
export const S_SerializedHumanMessage: Struct = {f:[["data",{s:()=>S_HumanMessage},1]],g:["type","human"],c:1};
/** @internal */
export const C_SerializedHumanMessage: Check = {k:'fields',n:[["data",0,()=>C_HumanMessage]]};
/** The validator of SerializedHumanMessage: The stored form of a HumanMessage: its type tag and its fields. */
export const SerializedHumanMessage: Validator<T.SerializedHumanMessage> = /* @__PURE__ */ validator<T.SerializedHumanMessage>("SerializedHumanMessage", {s:()=>S_SerializedHumanMessage}, () => C_SerializedHumanMessage);
