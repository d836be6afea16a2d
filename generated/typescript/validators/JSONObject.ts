// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
