// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderOptions: Check = {k:'objs'};
/** The validator of AISDKProviderOptions: Provider-specific options or metadata: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderOptions: Validator<T.AISDKProviderOptions> = /* @__PURE__ */ validator<T.AISDKProviderOptions>("AISDKProviderOptions", null, () => C_AISDKProviderOptions);
