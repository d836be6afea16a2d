// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 3db6f88060fa11a601b9fd1b4c899386210721cb94a1be3a9b0f1ff7ca340f72
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
