// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c5cafc7e874142387062d78a7134f74f628f1ab6663af6208e7a7cdebf17c8df

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
