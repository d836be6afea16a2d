// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 974f4b4457fd37ef15c5523fb74058246d76e72cd1a31dcfe44f1b0dec70c6ee

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
