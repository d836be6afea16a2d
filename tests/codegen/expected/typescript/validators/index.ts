// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c1819247cbaa5959de801025a7c3140d3ce42ef129e910e397f8f2a39eff819d
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
