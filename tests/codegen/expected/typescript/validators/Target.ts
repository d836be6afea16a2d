// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 3db6f88060fa11a601b9fd1b4c899386210721cb94a1be3a9b0f1ff7ca340f72

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
