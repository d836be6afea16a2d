// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
