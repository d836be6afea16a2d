// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
