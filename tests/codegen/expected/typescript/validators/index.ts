// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 887be360ac2b9dca5c9c74c0b2fc3af2723175274edbde153cae3a680f932b06
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
