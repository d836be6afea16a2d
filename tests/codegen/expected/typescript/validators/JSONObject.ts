// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: daa7661f264cd4751e1876b1bd1cee40737379cd9bee15677d8c16415d762b03

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
