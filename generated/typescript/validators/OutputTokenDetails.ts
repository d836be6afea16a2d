// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b2482c2bcadd75cd25287ebcbc6de48c9dcaaae8b62cb33311e168ca8995d98b

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
