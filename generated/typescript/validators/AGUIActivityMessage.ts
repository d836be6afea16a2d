// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIActivityMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"activity"},"activityType":{"type":"string"},"content":{"type":"object"},"metadata":{"type":"object"}},"required":["id","role","activityType","content"]};
/** @internal */
export const C_AGUIActivityMessage: Check = {k:'json',j:()=>J_AGUIActivityMessage,f:runJson};
/** The validator of AGUIActivityMessage. */
export const AGUIActivityMessage: Validator<T.AGUIActivityMessage> = /* @__PURE__ */ validator<T.AGUIActivityMessage>("AGUIActivityMessage", null, () => C_AGUIActivityMessage);
