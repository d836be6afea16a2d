// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 200921c26eb1997e9a77627147eff8279374aabcfc318147f16a3e3019ebf6dd

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
