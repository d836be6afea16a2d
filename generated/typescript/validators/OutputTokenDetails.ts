// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
