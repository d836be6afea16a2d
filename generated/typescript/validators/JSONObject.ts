// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 8600671f7d02df812cee875596c6638735a9a98b67fe6c0a821f602497103f60

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_JSONObject: Check = {k:'object'};
/** The validator of JSONObject: A JSON object with string keys and values of any JSON type. */
export const JSONObject: Validator<T.JSONObject> = /* @__PURE__ */ validator<T.JSONObject>("JSONObject", null, () => C_JSONObject);
