// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ToolMessage, S_ToolMessage } from "./ToolMessage.js";

/** @internal */
export const S_SerializedToolMessage: Struct = {f:[["data",{s:()=>S_ToolMessage},1]],g:["type","tool"],c:1};
/** @internal */
export const C_SerializedToolMessage: Check = {k:'fields',n:[["data",0,()=>C_ToolMessage]]};
/** The validator of SerializedToolMessage: The stored form of a ToolMessage: its type tag and its fields. */
export const SerializedToolMessage: Validator<T.SerializedToolMessage> = /* @__PURE__ */ validator<T.SerializedToolMessage>("SerializedToolMessage", {s:()=>S_SerializedToolMessage}, () => C_SerializedToolMessage);
