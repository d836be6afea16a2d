// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_HumanMessageChunk, S_HumanMessageChunk } from "./HumanMessageChunk.js";

/** @internal */
export const S_SerializedHumanMessageChunk: Struct = {f:[["data",{s:()=>S_HumanMessageChunk},1]],g:["type","HumanMessageChunk"],c:1};
/** @internal */
export const C_SerializedHumanMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_HumanMessageChunk]]};
/** The validator of SerializedHumanMessageChunk: The stored form of a HumanMessageChunk: its type tag and its fields. */
export const SerializedHumanMessageChunk: Validator<T.SerializedHumanMessageChunk> = /* @__PURE__ */ validator<T.SerializedHumanMessageChunk>("SerializedHumanMessageChunk", {s:()=>S_SerializedHumanMessageChunk}, () => C_SerializedHumanMessageChunk);
