// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a
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
