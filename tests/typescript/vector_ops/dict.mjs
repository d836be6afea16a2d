// Conformance operations of src/typescript/dict.ts (tests/conformance/vectorgen/ops_dict.py).
import { messagesFromDict, messagesToDict } from "../../../build/ts/src/typescript/dict.js";
import { checked } from "./_messages.mjs";

/** Operations whose input is validated first, as Python decodes it (see _messages.mjs). */
export const VALIDATED_INPUT = ["messages_to_dict"];

export const OPERATIONS = {
  messages_to_dict: (input) => messagesToDict(checked(input)),
  messages_from_dict: (input) => messagesFromDict(input),
};
