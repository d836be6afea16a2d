// Conformance operations of src/typescript/lcJson.ts (tests/conformance/vectorgen/ops_lcjson.py).
import { messagesFromLcJson, messagesToLcJson } from "../../../build/ts/src/typescript/lcJson.js";
import { checked } from "./_messages.mjs";

/** Operations whose input is validated first, as Python decodes it (see _messages.mjs). */
export const VALIDATED_INPUT = ["messages_to_lc_json"];

export const OPERATIONS = {
  messages_to_lc_json: (input) => messagesToLcJson(checked(input)),
  messages_from_lc_json: (input, options) => messagesFromLcJson(input, { strict: options.strict ?? true }),
};
