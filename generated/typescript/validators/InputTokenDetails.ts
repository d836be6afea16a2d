// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 07d920537a5167ac190b328188d3e6d36d67d745727b83fd78177080573636c6

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
