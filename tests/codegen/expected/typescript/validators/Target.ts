// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 7fb0ff75c45ce06a3ea69ce1f22f7cb43107a4dd2078680f3d524d4aef1ceb32

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
