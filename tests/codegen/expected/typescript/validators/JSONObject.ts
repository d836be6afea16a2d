// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 698a2a3c8e85c7b307249f19523a051a2f2e4ecebaccc0b2239ac9b21a58dc31

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
