// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: afce9a8746fef79c6b108098ff6a30b1299cdeefdcdc1814c547d47f450c2a9b

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
