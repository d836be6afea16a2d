// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_MemoRecord, S_MemoRecord } from "./MemoRecord.js";
import { C_NoteRecord, S_NoteRecord } from "./NoteRecord.js";

/** @internal */
export const C_AnyRecord: Check = {k:'disp',f:"path",m:()=>({"[\"notes\",\"Note\"]":{k:'held',t:{s:()=>S_NoteRecord},c:()=>C_NoteRecord},"[\"old\",\"notes\",\"Note\"]":{k:'held',t:{s:()=>S_NoteRecord},c:()=>C_NoteRecord},"[\"notes\",\"Memo\"]":{k:'held',t:{s:()=>S_MemoRecord},c:()=>C_MemoRecord}}),p:()=>[],c:1,a:1};
/** Each class path AnyRecord names (its JSON text) and the title of the type it names. */
export const P_AnyRecord: Readonly<Record<string, string>> = {"[\"notes\",\"Note\"]":"NoteRecord","[\"old\",\"notes\",\"Note\"]":"NoteRecord","[\"notes\",\"Memo\"]":"MemoRecord"};
/** The validator of AnyRecord: A record told apart by its class path; any other path is an error. */
export const AnyRecord: Validator<T.AnyRecord> = /* @__PURE__ */ validator<T.AnyRecord>("AnyRecord", null, () => C_AnyRecord);
