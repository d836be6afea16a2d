// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 698a2a3c8e85c7b307249f19523a051a2f2e4ecebaccc0b2239ac9b21a58dc31

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
