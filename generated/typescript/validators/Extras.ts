// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d9d663daf69b7a25784e90bc259b10e81ac09a7c0f64357fdb973a0d5b29acc8

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
