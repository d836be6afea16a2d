// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f6c113e43063b1897718054b989f4492a7858d59cfcb21d533f2084d81039d8d

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
