// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 8953a4eed976f8fe2aff402210af37f4115a369346f21011f4c23faa2cc27760

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
