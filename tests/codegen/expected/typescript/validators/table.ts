// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c5cafc7e874142387062d78a7134f74f628f1ab6663af6208e7a7cdebf17c8df
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
