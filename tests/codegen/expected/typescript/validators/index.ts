// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { AnyRecord } from "./AnyRecord.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { MemoRecord } from "./MemoRecord.js";
export { Note } from "./Note.js";
export { NoteRecord } from "./NoteRecord.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
