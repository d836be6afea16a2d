// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939
// Every validator in one table by title: importing it keeps them all.
import { AnyNote } from "./AnyNote.js";
import { JSONObject } from "./JSONObject.js";
import { Link } from "./Link.js";
import { Memo } from "./Memo.js";
import { Note } from "./Note.js";
import { Part } from "./Part.js";
import { Target } from "./Target.js";

/** Every validator by schema title. */
export const validators = {
  AnyNote,
  JSONObject,
  Link,
  Memo,
  Note,
  Part,
  Target,
} as const;

/** A schema title. */
export type Title = keyof typeof validators;
