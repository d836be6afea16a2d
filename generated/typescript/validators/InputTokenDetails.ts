// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
