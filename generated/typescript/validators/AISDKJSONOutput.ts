// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKJSONOutput: Struct = {f:[["value",0,1],["providerOptions",{d:0},0]],g:["type","json"],c:1};
/** @internal */
export const C_AISDKJSONOutput: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKJSONOutput: A tool result given as a JSON value. */
export const AISDKJSONOutput: Validator<T.AISDKJSONOutput> = /* @__PURE__ */ validator<T.AISDKJSONOutput>("AISDKJSONOutput", {s:()=>S_AISDKJSONOutput}, () => C_AISDKJSONOutput);
