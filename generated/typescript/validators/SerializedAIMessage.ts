// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessage, S_AIMessage } from "./AIMessage.js";

/** @internal */
export const S_SerializedAIMessage: Struct = {f:[["data",{s:()=>S_AIMessage},1]],g:["type","ai"],c:1};
/** @internal */
export const C_SerializedAIMessage: Check = {k:'fields',n:[["data",0,()=>C_AIMessage]]};
/** The validator of SerializedAIMessage: The stored form of a AIMessage: its type tag and its fields. */
export const SerializedAIMessage: Validator<T.SerializedAIMessage> = /* @__PURE__ */ validator<T.SerializedAIMessage>("SerializedAIMessage", {s:()=>S_SerializedAIMessage}, () => C_SerializedAIMessage);
