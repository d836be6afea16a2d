// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c63522111bce85553b8b5d179883dc5887d55be3caf179997745d0cdd71bb7b8

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
