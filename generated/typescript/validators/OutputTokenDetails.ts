// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
