// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ea9a84283929fb40f80e86413c63bbab3e9d1de58c056f1d8103bb9e768ca984

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
