// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessageChunk, S_AIMessageChunk } from "./AIMessageChunk.js";

/** @internal */
export const S_SerializedAIMessageChunk: Struct = {f:[["data",{s:()=>S_AIMessageChunk},1]],g:["type","AIMessageChunk"],c:1};
/** @internal */
export const C_SerializedAIMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_AIMessageChunk]]};
/** The validator of SerializedAIMessageChunk: The stored form of a AIMessageChunk: its type tag and its fields. */
export const SerializedAIMessageChunk: Validator<T.SerializedAIMessageChunk> = /* @__PURE__ */ validator<T.SerializedAIMessageChunk>("SerializedAIMessageChunk", {s:()=>S_SerializedAIMessageChunk}, () => C_SerializedAIMessageChunk);
