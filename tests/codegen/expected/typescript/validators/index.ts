// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 5ebc443072ad1e773fcc085902514c66fe3721d3c4f9709651d710bae8c53d39
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
