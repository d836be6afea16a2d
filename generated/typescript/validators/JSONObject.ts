// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 7490dba955fd33b3824b5beb99f03b6a963eb6deede0f2fa6b5276ce1fa17506

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
