// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
