// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 830c477ef931441d91284b58d689d48843f3086e8eeb5498129cc2dff59ba360

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
