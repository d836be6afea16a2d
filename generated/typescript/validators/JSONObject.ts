// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d42161e0158ed1339bab345522cbee12f5f72b99c2a35fd481c3a250d1369106

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
