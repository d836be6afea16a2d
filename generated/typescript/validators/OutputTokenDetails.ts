// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
