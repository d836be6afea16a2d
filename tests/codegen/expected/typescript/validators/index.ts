// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: daa7661f264cd4751e1876b1bd1cee40737379cd9bee15677d8c16415d762b03
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
