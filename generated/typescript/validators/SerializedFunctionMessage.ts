// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_FunctionMessage, S_FunctionMessage } from "./FunctionMessage.js";

/** @internal */
export const S_SerializedFunctionMessage: Struct = {f:[["data",{s:()=>S_FunctionMessage},1]],g:["type","function"],c:1};
/** @internal */
export const C_SerializedFunctionMessage: Check = {k:'fields',n:[["data",0,()=>C_FunctionMessage]]};
/** The validator of SerializedFunctionMessage: The stored form of a FunctionMessage: its type tag and its fields. */
export const SerializedFunctionMessage: Validator<T.SerializedFunctionMessage> = /* @__PURE__ */ validator<T.SerializedFunctionMessage>("SerializedFunctionMessage", {s:()=>S_SerializedFunctionMessage}, () => C_SerializedFunctionMessage);
