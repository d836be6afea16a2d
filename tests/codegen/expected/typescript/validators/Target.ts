// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
