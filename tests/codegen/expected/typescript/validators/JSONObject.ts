// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 929350f13d8da1ad013471e7253b242f535873b88345b67416dd5d7328e03ccf

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
