// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ToolMessage, S_ToolMessage } from "./ToolMessage.js";

/** @internal */
export const S_SerializedToolMessage: Struct = {f:[["data",{s:()=>S_ToolMessage},1]],g:["type","tool"],c:1};
/** @internal */
export const C_SerializedToolMessage: Check = {k:'fields',n:[["data",0,()=>C_ToolMessage]]};
/** The validator of SerializedToolMessage: The stored form of a ToolMessage: its type tag and its fields. */
export const SerializedToolMessage: Validator<T.SerializedToolMessage> = /* @__PURE__ */ validator<T.SerializedToolMessage>("SerializedToolMessage", {s:()=>S_SerializedToolMessage}, () => C_SerializedToolMessage);
