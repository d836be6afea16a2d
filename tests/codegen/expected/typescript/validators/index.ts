// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 974f4b4457fd37ef15c5523fb74058246d76e72cd1a31dcfe44f1b0dec70c6ee
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
