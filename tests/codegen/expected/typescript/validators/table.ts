// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 16a68b522f9a5e725c8d54cc805c79f3dacfbd0b8031b7aebea25a28702766e8
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
