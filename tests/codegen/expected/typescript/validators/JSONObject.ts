// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 68846d1f782bc26b9f1259faf31febbda3e224365f9029e9bdeccf84480e4317

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
