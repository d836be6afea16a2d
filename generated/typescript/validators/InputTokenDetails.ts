// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
