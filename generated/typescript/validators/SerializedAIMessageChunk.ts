// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessageChunk, S_AIMessageChunk } from "./AIMessageChunk.js";

/** @internal */
export const S_SerializedAIMessageChunk: Struct = {f:[["data",{s:()=>S_AIMessageChunk},1]],g:["type","AIMessageChunk"],c:1};
/** @internal */
export const C_SerializedAIMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_AIMessageChunk]]};
/** The validator of SerializedAIMessageChunk: The stored form of a AIMessageChunk: its type tag and its fields. */
export const SerializedAIMessageChunk: Validator<T.SerializedAIMessageChunk> = /* @__PURE__ */ validator<T.SerializedAIMessageChunk>("SerializedAIMessageChunk", {s:()=>S_SerializedAIMessageChunk}, () => C_SerializedAIMessageChunk);
