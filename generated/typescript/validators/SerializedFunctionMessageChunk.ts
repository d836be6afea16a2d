// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_FunctionMessageChunk, S_FunctionMessageChunk } from "./FunctionMessageChunk.js";

/** @internal */
export const S_SerializedFunctionMessageChunk: Struct = {f:[["data",{s:()=>S_FunctionMessageChunk},1]],g:["type","FunctionMessageChunk"],c:1};
/** @internal */
export const C_SerializedFunctionMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_FunctionMessageChunk]]};
/** The validator of SerializedFunctionMessageChunk: The stored form of a FunctionMessageChunk: its type tag and its fields. */
export const SerializedFunctionMessageChunk: Validator<T.SerializedFunctionMessageChunk> = /* @__PURE__ */ validator<T.SerializedFunctionMessageChunk>("SerializedFunctionMessageChunk", {s:()=>S_SerializedFunctionMessageChunk}, () => C_SerializedFunctionMessageChunk);
