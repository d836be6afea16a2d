// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_MessageContent } from "./MessageContent.js";

/** @internal */
export const S_ChatMessageChunk: Struct = {f:[["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},1],["role","str",1],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0],["id",{u:["str","null"],x:"str | null"},0]],g:["type","ChatMessageChunk"],c:1,k:1};
/** @internal */
export const C_ChatMessageChunk: Check = {k:'fields',n:[["content",0,()=>C_MessageContent]]};
/** The validator of ChatMessageChunk: A streamed piece of a message with an arbitrary speaker role; pieces are joined by adding them. */
export const ChatMessageChunk: Validator<T.ChatMessageChunk> = /* @__PURE__ */ validator<T.ChatMessageChunk>("ChatMessageChunk", {s:()=>S_ChatMessageChunk}, () => C_ChatMessageChunk);
