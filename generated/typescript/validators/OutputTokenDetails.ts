// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e866dbc4c7efab9545af90efd46e8b9b16471893c8d7c7c081d70bf40e888bab

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
