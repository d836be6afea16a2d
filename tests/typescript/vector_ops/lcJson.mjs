// Conformance operations of src/typescript/lcJson.ts (tests/conformance/vectorgen/ops_lcjson.py):
// with `strict: false` the output is `{result, lost}`, `lost` the paths the reading left out.
import { messagesFromLcJson, messagesToLcJson } from "../../../build/ts/src/typescript/lcJson.js";
import { checked } from "./_messages.mjs";

/** Operations whose input is validated first, as Python decodes it (see _messages.mjs). */
export const VALIDATED_INPUT = ["messages_to_lc_json"];

function lossy(input, options) {
  const strict = options.strict ?? true;
  if (strict) return messagesFromLcJson(input, { strict });
  const lost = [];
  const result = messagesFromLcJson(input, { strict, onLoss: (path) => lost.push(path) });
  return { result, lost };
}

export const OPERATIONS = {
  messages_to_lc_json: (input) => messagesToLcJson(checked(input)),
  messages_from_lc_json: (input, options) => lossy(input, options),
};
