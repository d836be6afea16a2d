// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 5d0fa391a0cbab1628caebd0629fda70f583f114ef32cb110743e13723c43877

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
