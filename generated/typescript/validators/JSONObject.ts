// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 78008c2a3a736de2d3b98f2b65c07bd13bbc656686f43ad95e6410bfd6e13937

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
