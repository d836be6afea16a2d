// Conformance operations of src/typescript/convertToMessages.ts (tests/conformance/vectorgen/ops_convert.py).
import { convertToMessages } from "../../../build/ts/src/typescript/convertToMessages.js";

export const OPERATIONS = {
  convert_to_messages: (input) => convertToMessages(input),
};
