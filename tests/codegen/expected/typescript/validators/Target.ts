// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b9a784c4d131d0b2c5b32792aad3ef6e6d4e4c51a1a23cfe30d08d66c6112198

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
