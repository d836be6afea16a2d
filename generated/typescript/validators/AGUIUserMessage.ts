// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContentPart } from "./AGUIContentPart.js";

/** @internal */
export const J_AGUIUserMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"user"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":()=>J_AGUIContentPart}}]}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIUserMessage: Check = {k:'json',j:()=>J_AGUIUserMessage,f:runJson};
/** The validator of AGUIUserMessage. */
export const AGUIUserMessage: Validator<T.AGUIUserMessage> = /* @__PURE__ */ validator<T.AGUIUserMessage>("AGUIUserMessage", null, () => C_AGUIUserMessage);
