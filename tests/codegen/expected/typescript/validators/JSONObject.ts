// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 884b98ed4db04ff8f0fa01de01ff04ec8be035fc948ca40bea621632dbe9f79a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
