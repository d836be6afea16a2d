// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITokenUsage: Json = {"type":"object","properties":{"provider":{"type":"string"},"model":{"type":"string"},"inputTokens":{"type":"integer","minimum":0,"maximum":9007199254740991},"outputTokens":{"type":"integer","minimum":0,"maximum":9007199254740991},"totalTokens":{"type":"integer","minimum":0,"maximum":9007199254740991},"reasoningTokens":{"type":"integer","minimum":0,"maximum":9007199254740991},"cachedInputTokens":{"type":"integer","minimum":0,"maximum":9007199254740991},"cacheWriteInputTokens":{"type":"integer","minimum":0,"maximum":9007199254740991}},"required":[]};
/** @internal */
export const C_AGUITokenUsage: Check = {k:'json',j:()=>J_AGUITokenUsage,f:runJson};
/** The validator of AGUITokenUsage. */
export const AGUITokenUsage: Validator<T.AGUITokenUsage> = /* @__PURE__ */ validator<T.AGUITokenUsage>("AGUITokenUsage", null, () => C_AGUITokenUsage);
