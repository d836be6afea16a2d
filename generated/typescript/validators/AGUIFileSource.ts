// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFileSource: Json = {"type":"object","properties":{"type":{"const":"file"},"value":{"type":"string"},"provider":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIFileSource: Check = {k:'json',j:()=>J_AGUIFileSource,f:runJson};
/** The validator of AGUIFileSource. */
export const AGUIFileSource: Validator<T.AGUIFileSource> = /* @__PURE__ */ validator<T.AGUIFileSource>("AGUIFileSource", null, () => C_AGUIFileSource);
