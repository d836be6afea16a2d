// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 15adf8a96b34a2225c9077692fd8e31644f8c4fe363cd56996ddbb29a00e8678

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
