// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 3db6f88060fa11a601b9fd1b4c899386210721cb94a1be3a9b0f1ff7ca340f72
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
