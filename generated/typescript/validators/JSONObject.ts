// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 3b408ad7fab45f3a71ba4a5296d50c3a6416e2ae5efde4933fd9f649b2e938ce

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
