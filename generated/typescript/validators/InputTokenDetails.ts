// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 11b07cf09ec0616551556c288909278e3f5a9ae7527335565e2f8cb7776fc130

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
