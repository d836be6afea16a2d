// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Target } from "./Target.js";

/** @internal */
export const S_Link: Struct = {f:[["type",{e:["link"],x:"str"},1],["url","str",0],["file_id","str",0]]};
/** @internal */
export const X_Link: Extras = {r:[()=>C_Target],n:[]};
/** @internal */
export const C_Link: Check = {k:'obj',t:{s:()=>S_Link},x:X_Link,g:1};
/** The validator of Link: A part that points somewhere; held as plain JSON. */
export const Link: Validator<T.Link> = /* @__PURE__ */ validator<T.Link>("Link", null, () => C_Link);
