// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d4b48f97ade909ec7214ea49a1a0630d9de83148e707d28888b5be709238b978

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_InputTokenDetails: Check = {k:'ints'};
/** The validator of InputTokenDetails: Breakdown of input tokens by kind. */
export const InputTokenDetails: Validator<T.InputTokenDetails> = /* @__PURE__ */ validator<T.InputTokenDetails>("InputTokenDetails", null, () => C_InputTokenDetails);
