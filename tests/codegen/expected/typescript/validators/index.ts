// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 6d0b3400b4321183a3827cceb0ceaa34491ee9d2b2433246c0898c95a34a65c3
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
