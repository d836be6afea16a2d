// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d2d1b26192e5adff3a9f18407d073f453dcc8df2f7ede2595ba83d3aac8479e0
// Every validator by its schema title; import only the ones you use: a bundler drops the rest.
export type { Extra, ValidateOptions, Validator, Violation } from "./_runtime.js";
export { AnyNote } from "./AnyNote.js";
export { JSONObject } from "./JSONObject.js";
export { Link } from "./Link.js";
export { Memo } from "./Memo.js";
export { Note } from "./Note.js";
export { Part } from "./Part.js";
export { Target } from "./Target.js";
