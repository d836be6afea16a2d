// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 948900d469e0bf49c01381ad6520df55c0eb99e21f33847439695033b6e19537
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
