// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 97e205e7e2f101557e41848159e871c8ef98c2169d90f6598c634ae6c5323458

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
