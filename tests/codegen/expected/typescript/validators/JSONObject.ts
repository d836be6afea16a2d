// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b9a784c4d131d0b2c5b32792aad3ef6e6d4e4c51a1a23cfe30d08d66c6112198

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
