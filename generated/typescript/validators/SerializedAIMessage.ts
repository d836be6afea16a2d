// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessage, S_AIMessage } from "./AIMessage.js";

/** @internal */
export const S_SerializedAIMessage: Struct = {f:[["data",{s:()=>S_AIMessage},1]],g:["type","ai"],c:1};
/** @internal */
export const C_SerializedAIMessage: Check = {k:'fields',n:[["data",0,()=>C_AIMessage]]};
/** The validator of SerializedAIMessage: The stored form of a AIMessage: its type tag and its fields. */
export const SerializedAIMessage: Validator<T.SerializedAIMessage> = /* @__PURE__ */ validator<T.SerializedAIMessage>("SerializedAIMessage", {s:()=>S_SerializedAIMessage}, () => C_SerializedAIMessage);
