// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 11b07cf09ec0616551556c288909278e3f5a9ae7527335565e2f8cb7776fc130

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderOptions: Check = {k:'objs'};
/** The validator of AISDKProviderOptions: Provider-specific options or metadata: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderOptions: Validator<T.AISDKProviderOptions> = /* @__PURE__ */ validator<T.AISDKProviderOptions>("AISDKProviderOptions", null, () => C_AISDKProviderOptions);
