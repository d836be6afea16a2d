// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_RefusalContentBlock: Struct = {f:[["refusal","str",1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0]],g:["type","refusal"]};
/** @internal */
export const C_RefusalContentBlock: Check = {k:'obj',t:{s:()=>S_RefusalContentBlock},g:1};
/** The validator of RefusalContentBlock: An explicit refusal reported by the model provider, such as OpenAI refusal content or an Anthropic refusal stop reason. */
export const RefusalContentBlock: Validator<T.RefusalContentBlock> = /* @__PURE__ */ validator<T.RefusalContentBlock>("RefusalContentBlock", null, () => C_RefusalContentBlock);
