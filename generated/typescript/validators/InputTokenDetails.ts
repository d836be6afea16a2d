// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
