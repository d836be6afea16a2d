// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIUrlSource: Json = {"type":"object","properties":{"type":{"const":"url"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIUrlSource: Check = {k:'json',j:()=>J_AGUIUrlSource,f:runJson};
/** The validator of AGUIUrlSource. */
export const AGUIUrlSource: Validator<T.AGUIUrlSource> = /* @__PURE__ */ validator<T.AGUIUrlSource>("AGUIUrlSource", null, () => C_AGUIUrlSource);
