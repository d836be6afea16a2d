// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContentPart } from "./AGUIContentPart.js";

/** @internal */
export const J_AGUIUserMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"user"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":()=>J_AGUIContentPart}}]}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIUserMessage: Check = {k:'json',j:()=>J_AGUIUserMessage,f:runJson};
/** The validator of AGUIUserMessage. */
export const AGUIUserMessage: Validator<T.AGUIUserMessage> = /* @__PURE__ */ validator<T.AGUIUserMessage>("AGUIUserMessage", null, () => C_AGUIUserMessage);
