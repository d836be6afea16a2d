// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d1d91642544c85e2b95cb8d44a2ae0e45bd7e942d51377a7ea51dda3b29a7d3f
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
