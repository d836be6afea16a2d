// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
