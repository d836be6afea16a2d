// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_RefusalContentBlock: Struct = {f:[["refusal","str",1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0]],g:["type","refusal"]};
/** @internal */
export const C_RefusalContentBlock: Check = {k:'obj',t:{s:()=>S_RefusalContentBlock},g:1};
/** The validator of RefusalContentBlock: An explicit refusal reported by the model provider, such as OpenAI refusal content or an Anthropic refusal stop reason. */
export const RefusalContentBlock: Validator<T.RefusalContentBlock> = /* @__PURE__ */ validator<T.RefusalContentBlock>("RefusalContentBlock", null, () => C_RefusalContentBlock);
