// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 16a68b522f9a5e725c8d54cc805c79f3dacfbd0b8031b7aebea25a28702766e8

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: Any JSON object. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
