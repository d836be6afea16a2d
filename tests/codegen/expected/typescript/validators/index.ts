// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a3be53c9d2f8cb962c50fd372ad38d8c1f940a417bc2d788fef7740ac4ae2e7d
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
