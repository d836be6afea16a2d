// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: efb4d3ad6230b71ca9f67d1754d35572852b012b2adcd5991a312de2f6db7dec

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
