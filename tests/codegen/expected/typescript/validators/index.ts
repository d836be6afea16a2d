// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c63522111bce85553b8b5d179883dc5887d55be3caf179997745d0cdd71bb7b8
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
