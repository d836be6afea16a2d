// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_Extras: Check = {k:'object'};
/** The validator of Extras: Provider-specific data attached to a block that has no standard field. */
export const Extras: Validator<T.Extras> = /* @__PURE__ */ validator<T.Extras>("Extras", null, () => C_Extras);
