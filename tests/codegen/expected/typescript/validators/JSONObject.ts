// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 533479198bdddc8448e292241150d50dd359494783621cb542a211367db2b205

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
