// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 96157a6fed1d2041032c2cb26496914adbe1454ccc5f06ef4d1c27228e21e904

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
