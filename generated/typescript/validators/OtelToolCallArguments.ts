// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallArguments: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallArguments: Check = {k:'json',j:()=>J_OtelToolCallArguments,f:runJson};
/** The validator of OtelToolCallArguments. */
export const OtelToolCallArguments: Validator<T.OtelToolCallArguments> = /* @__PURE__ */ validator<T.OtelToolCallArguments>("OtelToolCallArguments", null, () => C_OtelToolCallArguments);
