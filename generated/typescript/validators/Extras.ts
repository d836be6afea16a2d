// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c9e84b96f6f4d74f6e57b381c037875eacd68deb410c416574a2224ebf5dd3e9

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
