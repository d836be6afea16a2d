// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c5cafc7e874142387062d78a7134f74f628f1ab6663af6208e7a7cdebf17c8df
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
