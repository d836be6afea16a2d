// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 96157a6fed1d2041032c2cb26496914adbe1454ccc5f06ef4d1c27228e21e904
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
