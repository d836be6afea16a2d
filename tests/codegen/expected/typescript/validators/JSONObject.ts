// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 6a044de1b6ae1bc71ba1a710bcfb6d3ec802dad99714ace92c3b5d9af2ed6777

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
