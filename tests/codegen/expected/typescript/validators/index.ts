// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 884b98ed4db04ff8f0fa01de01ff04ec8be035fc948ca40bea621632dbe9f79a
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
