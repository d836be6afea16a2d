// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderOptions: Check = {k:'objs'};
/** The validator of AISDKProviderOptions: Provider-specific options or metadata: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderOptions: Validator<T.AISDKProviderOptions> = /* @__PURE__ */ validator<T.AISDKProviderOptions>("AISDKProviderOptions", null, () => C_AISDKProviderOptions);
