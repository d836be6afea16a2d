// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderOptions: Check = {k:'objs'};
/** The validator of AISDKProviderOptions: Provider-specific options or metadata: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderOptions: Validator<T.AISDKProviderOptions> = /* @__PURE__ */ validator<T.AISDKProviderOptions>("AISDKProviderOptions", null, () => C_AISDKProviderOptions);
