// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 7fb0ff75c45ce06a3ea69ce1f22f7cb43107a4dd2078680f3d524d4aef1ceb32

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
