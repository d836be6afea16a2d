// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2cf1aa11a76e037599dc2ec3c526e3c08dd3b34fbbd9d4241842a1454bccdb38

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
