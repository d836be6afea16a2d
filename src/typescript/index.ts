// The chatschema npm package: the generated types, and the handwritten utilities beside them.
// Each handwritten module in this folder is re-exported here.

export type * from "../../generated/typescript/types.js";
export { pyJsonDumps, pyRepr, pyStr, pyStrRepr } from "./pyRepr.js";
export type { PyJson } from "./pyRepr.js";
