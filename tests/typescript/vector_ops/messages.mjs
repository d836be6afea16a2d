// Conformance operations of the message utilities: buffer.ts, tokens.ts, filter.ts, content.ts
// (tests/conformance/vectorgen/ops_buffer.py, ops_tokens.py, ops_filter.py, ops_content.py).
import { getBufferString } from "../../../build/ts/src/typescript/buffer.js";
import { text } from "../../../build/ts/src/typescript/content.js";
import { filterMessages } from "../../../build/ts/src/typescript/filter.js";
import { countTokensApproximately } from "../../../build/ts/src/typescript/tokens.js";
import { camel, checked, checkedOne } from "./_messages.mjs";

/** Operations whose input is validated first, as Python decodes it (see _messages.mjs). */
export const VALIDATED_INPUT = ["get_buffer_string", "count_tokens_approximately", "filter_messages", "text"];

export const OPERATIONS = {
  get_buffer_string: (input, options) => getBufferString(checked(input), camel(options)),
  count_tokens_approximately: (input, options) => countTokensApproximately(checked(input), camel(options)),
  filter_messages: (input, options) => filterMessages(checked(input), camel(options)),
  text: (input) => text(checkedOne(input)),
};
