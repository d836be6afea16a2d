// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
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
