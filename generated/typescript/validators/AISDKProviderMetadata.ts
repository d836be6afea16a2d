// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderMetadata: Check = {k:'objs'};
/** The validator of AISDKProviderMetadata: Provider-specific metadata of a UI message part: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderMetadata: Validator<T.AISDKProviderMetadata> = /* @__PURE__ */ validator<T.AISDKProviderMetadata>("AISDKProviderMetadata", null, () => C_AISDKProviderMetadata);
