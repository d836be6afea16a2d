// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderMetadata: Check = {k:'objs'};
/** The validator of AISDKProviderMetadata: Provider-specific metadata of a UI message part: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderMetadata: Validator<T.AISDKProviderMetadata> = /* @__PURE__ */ validator<T.AISDKProviderMetadata>("AISDKProviderMetadata", null, () => C_AISDKProviderMetadata);
