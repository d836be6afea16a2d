// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 450f47740f2dd728e2bf1d37338f5f574c86279abe080636d4e911decf4a9d04

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
