// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderMetadata: Check = {k:'objs'};
/** The validator of AISDKProviderMetadata: Provider-specific metadata of a UI message part: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderMetadata: Validator<T.AISDKProviderMetadata> = /* @__PURE__ */ validator<T.AISDKProviderMetadata>("AISDKProviderMetadata", null, () => C_AISDKProviderMetadata);
