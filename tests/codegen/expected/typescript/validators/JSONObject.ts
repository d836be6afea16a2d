// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2fb02f387265d42bc84a30fd550e555e840a15a7ed305a72d6cac4a94905ec4d

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
