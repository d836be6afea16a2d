// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d1d91642544c85e2b95cb8d44a2ae0e45bd7e942d51377a7ea51dda3b29a7d3f

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target);
