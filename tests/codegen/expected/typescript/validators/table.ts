// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 6d0b3400b4321183a3827cceb0ceaa34491ee9d2b2433246c0898c95a34a65c3
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
