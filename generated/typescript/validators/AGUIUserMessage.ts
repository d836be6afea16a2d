// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 87fafdcd295609f95e23e0414ced1053389a3802a6e8d3be3e9ec1db652719fc

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContentPart } from "./AGUIContentPart.js";

/** @internal */
export const J_AGUIUserMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"user"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":()=>J_AGUIContentPart}}]}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIUserMessage: Check = {k:'json',j:()=>J_AGUIUserMessage,f:runJson};
/** The validator of AGUIUserMessage. */
export const AGUIUserMessage: Validator<T.AGUIUserMessage> = /* @__PURE__ */ validator<T.AGUIUserMessage>("AGUIUserMessage", null, () => C_AGUIUserMessage);
