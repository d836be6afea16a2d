// Conformance operations of src/typescript/pyRepr.ts (tests/conformance/vectorgen/ops_repr.py).
import { pyRepr } from "../../../build/ts/src/typescript/pyRepr.js";

export const OPERATIONS = {
  repr: (input) => pyRepr(input),
};
