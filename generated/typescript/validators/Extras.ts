// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 34a312ee30735e99ac33b5f65714b7699ed1c890a67b99f05a68eb9c5cd6d0b3

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
