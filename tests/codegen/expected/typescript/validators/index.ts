// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 6a044de1b6ae1bc71ba1a710bcfb6d3ec802dad99714ace92c3b5d9af2ed6777
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
