// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
// Every validator in one table by title: importing it keeps them all.
import { AnyNote } from "./AnyNote.js";
import { AnyRecord } from "./AnyRecord.js";
import { JSONObject } from "./JSONObject.js";
import { Link } from "./Link.js";
import { Memo } from "./Memo.js";
import { MemoRecord } from "./MemoRecord.js";
import { Note } from "./Note.js";
import { NoteRecord } from "./NoteRecord.js";
import { Part } from "./Part.js";
import { Target } from "./Target.js";

/** Every validator by schema title. */
export const validators = {
  AnyNote,
  AnyRecord,
  JSONObject,
  Link,
  Memo,
  MemoRecord,
  Note,
  NoteRecord,
  Part,
  Target,
} as const;

/** A schema title. */
export type Title = keyof typeof validators;
