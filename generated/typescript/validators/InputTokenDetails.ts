// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b9c9f24edcdc90202796574c18ffa3219f2dcbfcdf4a49869283dc7238235a17

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
