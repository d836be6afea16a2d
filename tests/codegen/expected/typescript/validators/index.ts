// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 8953a4eed976f8fe2aff402210af37f4115a369346f21011f4c23faa2cc27760
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
