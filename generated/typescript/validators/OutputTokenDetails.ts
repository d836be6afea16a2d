// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f97f13fd5ea2754c2dfd4a4c10efe273c15617a7633e3c72f7137b4fd9ccb4ad

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
