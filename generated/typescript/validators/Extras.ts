// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
