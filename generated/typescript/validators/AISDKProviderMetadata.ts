// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d42161e0158ed1339bab345522cbee12f5f72b99c2a35fd481c3a250d1369106

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderMetadata: Check = {k:'objs'};
/** The validator of AISDKProviderMetadata: Provider-specific metadata of a UI message part: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderMetadata: Validator<T.AISDKProviderMetadata> = /* @__PURE__ */ validator<T.AISDKProviderMetadata>("AISDKProviderMetadata", null, () => C_AISDKProviderMetadata);
