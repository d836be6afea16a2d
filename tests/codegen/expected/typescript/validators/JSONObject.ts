// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c1819247cbaa5959de801025a7c3140d3ce42ef129e910e397f8f2a39eff819d

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
