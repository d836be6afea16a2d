// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 87fafdcd295609f95e23e0414ced1053389a3802a6e8d3be3e9ec1db652719fc

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
