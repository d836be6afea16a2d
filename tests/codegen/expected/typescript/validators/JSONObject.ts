// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d2d1b26192e5adff3a9f18407d073f453dcc8df2f7ede2595ba83d3aac8479e0

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
