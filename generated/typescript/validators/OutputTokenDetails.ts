// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 9706f554e5df510d90db9bf9b832b98494c25bf65e1d6752cf396f1057abafad

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
