// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_RemoveMessage, S_RemoveMessage } from "./RemoveMessage.js";

/** @internal */
export const S_SerializedRemoveMessage: Struct = {f:[["data",{s:()=>S_RemoveMessage},1]],g:["type","remove"],c:1};
/** @internal */
export const C_SerializedRemoveMessage: Check = {k:'fields',n:[["data",0,()=>C_RemoveMessage]]};
/** The validator of SerializedRemoveMessage: The stored form of a RemoveMessage: its type tag and its fields. */
export const SerializedRemoveMessage: Validator<T.SerializedRemoveMessage> = /* @__PURE__ */ validator<T.SerializedRemoveMessage>("SerializedRemoveMessage", {s:()=>S_SerializedRemoveMessage}, () => C_SerializedRemoveMessage);
