// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContentPart } from "./AGUIContentPart.js";

/** @internal */
export const J_AGUIToolMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"tool"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":()=>J_AGUIContentPart}}]},"toolCallId":{"type":"string"},"error":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"}},"required":["id","role","content","toolCallId"]};
/** @internal */
export const C_AGUIToolMessage: Check = {k:'json',j:()=>J_AGUIToolMessage,f:runJson};
/** The validator of AGUIToolMessage. */
export const AGUIToolMessage: Validator<T.AGUIToolMessage> = /* @__PURE__ */ validator<T.AGUIToolMessage>("AGUIToolMessage", null, () => C_AGUIToolMessage);
