// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 887be360ac2b9dca5c9c74c0b2fc3af2723175274edbde153cae3a680f932b06

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
