// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 62be09fd878219d976d893ecdd275ea1183343798bd3e66c08894be99046514f

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
