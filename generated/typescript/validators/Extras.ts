// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
