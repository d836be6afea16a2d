// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIActivityMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"activity"},"activityType":{"type":"string"},"content":{"type":"object"},"metadata":{"type":"object"}},"required":["id","role","activityType","content"]};
/** @internal */
export const C_AGUIActivityMessage: Check = {k:'json',j:()=>J_AGUIActivityMessage,f:runJson};
/** The validator of AGUIActivityMessage. */
export const AGUIActivityMessage: Validator<T.AGUIActivityMessage> = /* @__PURE__ */ validator<T.AGUIActivityMessage>("AGUIActivityMessage", null, () => C_AGUIActivityMessage);
