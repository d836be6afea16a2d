// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
