// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e304d4090ab916fd1ac0fd0ea130f7181d9d8fb7a32988b8287aa177be254c22

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
