// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ab3249983faa8ab7f64a256821563d397583fb3bcc9954c0712c7ceea8b1568d

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
