// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2fb02f387265d42bc84a30fd550e555e840a15a7ed305a72d6cac4a94905ec4d

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
