// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
