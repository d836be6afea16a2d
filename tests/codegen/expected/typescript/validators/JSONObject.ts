// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 948900d469e0bf49c01381ad6520df55c0eb99e21f33847439695033b6e19537

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
