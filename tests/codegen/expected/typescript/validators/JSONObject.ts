// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 01c8b41c08621fbb0a306beeb7d69f6b510ea28025953fd2831a412573f4f531

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
