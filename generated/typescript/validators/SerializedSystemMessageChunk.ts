// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_SystemMessageChunk, S_SystemMessageChunk } from "./SystemMessageChunk.js";

/** @internal */
export const S_SerializedSystemMessageChunk: Struct = {f:[["data",{s:()=>S_SystemMessageChunk},1]],g:["type","SystemMessageChunk"],c:1};
/** @internal */
export const C_SerializedSystemMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_SystemMessageChunk]]};
/** The validator of SerializedSystemMessageChunk: The stored form of a SystemMessageChunk: its type tag and its fields. */
export const SerializedSystemMessageChunk: Validator<T.SerializedSystemMessageChunk> = /* @__PURE__ */ validator<T.SerializedSystemMessageChunk>("SerializedSystemMessageChunk", {s:()=>S_SerializedSystemMessageChunk}, () => C_SerializedSystemMessageChunk);
