// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_HumanMessageChunk, S_HumanMessageChunk } from "./HumanMessageChunk.js";

/** @internal */
export const S_SerializedHumanMessageChunk: Struct = {f:[["data",{s:()=>S_HumanMessageChunk},1]],g:["type","HumanMessageChunk"],c:1};
/** @internal */
export const C_SerializedHumanMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_HumanMessageChunk]]};
/** The validator of SerializedHumanMessageChunk: The stored form of a HumanMessageChunk: its type tag and its fields. */
export const SerializedHumanMessageChunk: Validator<T.SerializedHumanMessageChunk> = /* @__PURE__ */ validator<T.SerializedHumanMessageChunk>("SerializedHumanMessageChunk", {s:()=>S_SerializedHumanMessageChunk}, () => C_SerializedHumanMessageChunk);
