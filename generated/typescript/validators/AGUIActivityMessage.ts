// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIActivityMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"activity"},"activityType":{"type":"string"},"content":{"type":"object"},"metadata":{"type":"object"}},"required":["id","role","activityType","content"]};
/** @internal */
export const C_AGUIActivityMessage: Check = {k:'json',j:()=>J_AGUIActivityMessage,f:runJson};
/** The validator of AGUIActivityMessage. */
export const AGUIActivityMessage: Validator<T.AGUIActivityMessage> = /* @__PURE__ */ validator<T.AGUIActivityMessage>("AGUIActivityMessage", null, () => C_AGUIActivityMessage);
