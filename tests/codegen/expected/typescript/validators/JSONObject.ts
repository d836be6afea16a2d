// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
