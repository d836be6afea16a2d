// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFileSource: Json = {"type":"object","properties":{"type":{"const":"file"},"value":{"type":"string"},"provider":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIFileSource: Check = {k:'json',j:()=>J_AGUIFileSource,f:runJson};
/** The validator of AGUIFileSource. */
export const AGUIFileSource: Validator<T.AGUIFileSource> = /* @__PURE__ */ validator<T.AGUIFileSource>("AGUIFileSource", null, () => C_AGUIFileSource);
