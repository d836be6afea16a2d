// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
