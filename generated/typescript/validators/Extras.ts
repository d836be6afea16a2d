// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
