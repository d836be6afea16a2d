// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d23c86c907a053b0d94ff44767a2b7076a2e85be6726213270e33b6242af7fe6
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
