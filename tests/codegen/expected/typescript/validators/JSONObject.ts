// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c6706a4bef26218d8dc56f917e60415314ce1690574a2b09440acaa114c703e0

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
