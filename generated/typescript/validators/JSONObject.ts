// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: afce9a8746fef79c6b108098ff6a30b1299cdeefdcdc1814c547d47f450c2a9b

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
