// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 7fb0ff75c45ce06a3ea69ce1f22f7cb43107a4dd2078680f3d524d4aef1ceb32
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
