// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 278f293b0ba0fce39445d6af394ebc2c34405d71cc8fe2147df61f45a7d997a2

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
