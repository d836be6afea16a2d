// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 97e205e7e2f101557e41848159e871c8ef98c2169d90f6598c634ae6c5323458
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
