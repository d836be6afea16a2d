// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 200921c26eb1997e9a77627147eff8279374aabcfc318147f16a3e3019ebf6dd

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
