// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 62be09fd878219d976d893ecdd275ea1183343798bd3e66c08894be99046514f

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
