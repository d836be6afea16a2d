// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessageChunk, S_AIMessageChunk } from "./AIMessageChunk.js";

/** @internal */
export const S_SerializedAIMessageChunk: Struct = {f:[["data",{s:()=>S_AIMessageChunk},1]],g:["type","AIMessageChunk"],c:1};
/** @internal */
export const C_SerializedAIMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_AIMessageChunk]]};
/** The validator of SerializedAIMessageChunk: The stored form of a AIMessageChunk: its type tag and its fields. */
export const SerializedAIMessageChunk: Validator<T.SerializedAIMessageChunk> = /* @__PURE__ */ validator<T.SerializedAIMessageChunk>("SerializedAIMessageChunk", {s:()=>S_SerializedAIMessageChunk}, () => C_SerializedAIMessageChunk);
