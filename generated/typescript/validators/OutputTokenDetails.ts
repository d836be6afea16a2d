// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d273b381afb33a85dc7bdc014b69c9ed7cc34b50b71e57d8d6762572c2d7a560

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_OutputTokenDetails: Check = {k:'ints'};
/** The validator of OutputTokenDetails: Breakdown of output tokens by kind. */
export const OutputTokenDetails: Validator<T.OutputTokenDetails> = /* @__PURE__ */ validator<T.OutputTokenDetails>("OutputTokenDetails", null, () => C_OutputTokenDetails);
