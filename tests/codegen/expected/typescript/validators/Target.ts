// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Target: Check = {k:'req',r:[["url"],["file_id"]],e:"Object must say where its data is, with one of: url; file_id"};
/** The validator of Target: A link needs a url or a file id. */
export const Target: Validator<T.Target> = /* @__PURE__ */ validator<T.Target>("Target", null, () => C_Target, true);
