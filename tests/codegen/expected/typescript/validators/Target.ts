// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d23c86c907a053b0d94ff44767a2b7076a2e85be6726213270e33b6242af7fe6

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
