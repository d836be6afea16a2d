// Conformance operations of src/typescript/convertToMessages.ts (tests/conformance/vectorgen/ops_convert.py):
// Python's convert_to_messages is the "chatschema/lc-json" one, which reads LangChain's Serializable
// records too (the package's entry refuses them: tests/typescript/convert.test.mjs).
import { convertToMessages } from "../../../build/ts/src/typescript/lcJson.js";

export const OPERATIONS = {
  convert_to_messages: (input) => convertToMessages(input),
};
