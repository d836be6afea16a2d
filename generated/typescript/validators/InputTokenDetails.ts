// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e10d6f06f67d42d242a1c1deab7eab9c7ff8ac69cb393ecddfe18ea634b2439c

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
