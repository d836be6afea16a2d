// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 6a26e25272a5a295a930d793bc6b9de8431dea215c87191acfdc42c1c5512e20
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
