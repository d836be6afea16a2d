// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 01c8b41c08621fbb0a306beeb7d69f6b510ea28025953fd2831a412573f4f531
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
