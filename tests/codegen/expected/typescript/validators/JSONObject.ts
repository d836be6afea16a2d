// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: aef5a045cdeaf2c22d66bedb1efc8d459b3d85118725671b06dcfa07fb5c16af

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
