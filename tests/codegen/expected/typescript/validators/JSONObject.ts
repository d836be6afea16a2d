// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 3db6f88060fa11a601b9fd1b4c899386210721cb94a1be3a9b0f1ff7ca340f72

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
