// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f84f196e4a1fb1e0b83da7980eb946e316f3f81bfe556e561607542d00d0d8ae

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
