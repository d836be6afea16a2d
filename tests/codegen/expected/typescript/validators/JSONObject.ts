// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d1d91642544c85e2b95cb8d44a2ae0e45bd7e942d51377a7ea51dda3b29a7d3f

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
