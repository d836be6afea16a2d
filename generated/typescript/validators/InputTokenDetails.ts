// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 200921c26eb1997e9a77627147eff8279374aabcfc318147f16a3e3019ebf6dd

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
