// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
