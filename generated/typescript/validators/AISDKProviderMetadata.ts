// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderMetadata: Check = {k:'objs'};
/** The validator of AISDKProviderMetadata: Provider-specific metadata of a UI message part: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderMetadata: Validator<T.AISDKProviderMetadata> = /* @__PURE__ */ validator<T.AISDKProviderMetadata>("AISDKProviderMetadata", null, () => C_AISDKProviderMetadata);
