// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
