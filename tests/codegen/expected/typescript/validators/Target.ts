// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 16a68b522f9a5e725c8d54cc805c79f3dacfbd0b8031b7aebea25a28702766e8

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
