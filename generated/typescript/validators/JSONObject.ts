// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d9d663daf69b7a25784e90bc259b10e81ac09a7c0f64357fdb973a0d5b29acc8

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
