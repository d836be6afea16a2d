// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0ffb4bafa6269f4448dcb7a97c00e1834acd63c06a07091e3b92b088ba5ac0f4
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
