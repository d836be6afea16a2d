// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c6706a4bef26218d8dc56f917e60415314ce1690574a2b09440acaa114c703e0
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
