// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
