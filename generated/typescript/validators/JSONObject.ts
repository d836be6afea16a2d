// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b9c9f24edcdc90202796574c18ffa3219f2dcbfcdf4a49869283dc7238235a17

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
