// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b94c8204bb67605993fcddfd7d76cb89a4d7172f38b1ee8e75d23e65e89f7723

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
