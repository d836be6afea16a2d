// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e304d4090ab916fd1ac0fd0ea130f7181d9d8fb7a32988b8287aa177be254c22

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AISDKProviderOptions: Check = {k:'objs'};
/** The validator of AISDKProviderOptions: Provider-specific options or metadata: an object whose keys name providers and whose values are JSON objects. */
export const AISDKProviderOptions: Validator<T.AISDKProviderOptions> = /* @__PURE__ */ validator<T.AISDKProviderOptions>("AISDKProviderOptions", null, () => C_AISDKProviderOptions);
