// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 6d0b3400b4321183a3827cceb0ceaa34491ee9d2b2433246c0898c95a34a65c3

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
