// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContentPart } from "./AGUIContentPart.js";

/** @internal */
export const J_AGUIUserMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"user"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":()=>J_AGUIContentPart}}]}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIUserMessage: Check = {k:'json',j:()=>J_AGUIUserMessage,f:runJson};
/** The validator of AGUIUserMessage. */
export const AGUIUserMessage: Validator<T.AGUIUserMessage> = /* @__PURE__ */ validator<T.AGUIUserMessage>("AGUIUserMessage", null, () => C_AGUIUserMessage);
