// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f6e4b2f38a9ca7cab0da8df19427fec8a82e82c47300c110ffd8109341bf8828
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
