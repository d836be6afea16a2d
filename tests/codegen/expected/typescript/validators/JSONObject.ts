// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 444a236a946420c5f6db5374065b8c80b48b51ae33200bcc9fe23eee89ebf54a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
