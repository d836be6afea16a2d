// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIUrlSource: Json = {"type":"object","properties":{"type":{"const":"url"},"value":{"type":"string"},"mimeType":{"type":"string"}},"required":["type","value"]};
/** @internal */
export const C_AGUIUrlSource: Check = {k:'json',j:()=>J_AGUIUrlSource,f:runJson};
/** The validator of AGUIUrlSource. */
export const AGUIUrlSource: Validator<T.AGUIUrlSource> = /* @__PURE__ */ validator<T.AGUIUrlSource>("AGUIUrlSource", null, () => C_AGUIUrlSource);
