// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 929350f13d8da1ad013471e7253b242f535873b88345b67416dd5d7328e03ccf
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
