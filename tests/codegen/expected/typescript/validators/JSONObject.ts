// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d23c86c907a053b0d94ff44767a2b7076a2e85be6726213270e33b6242af7fe6

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
