// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: aef5a045cdeaf2c22d66bedb1efc8d459b3d85118725671b06dcfa07fb5c16af
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
