// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f6c113e43063b1897718054b989f4492a7858d59cfcb21d533f2084d81039d8d

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
