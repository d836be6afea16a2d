// Node side of the trim_messages vectors (tests/conformance/vectorgen/ops_trim.py), with the same
// named token counters and text splitter.
import { trimMessages } from "../../../build/ts/src/typescript/trim.js";

const codePoints = (text) => [...text].length;

/** The code points of the text of each message, plus 2. */
function chars(messages) {
  let total = 0;
  for (const message of messages) {
    const content = message.content;
    if (typeof content === "string") total += codePoints(content);
    else {
      for (const block of content) {
        if (typeof block === "string") total += codePoints(block);
        else if (block !== null && typeof block === "object" && typeof block.text === "string") total += codePoints(block.text);
      }
    }
    total += 2;
  }
  return total;
}

const COUNTERS = { len: (messages) => messages.length, chars };
const SPLITTERS = { chars: (text) => [...text] };

const asJson = (value) => JSON.parse(JSON.stringify(value));

export const OPERATIONS = {
  trim_messages: (input, options) => {
    const counter = options.token_counter;
    return asJson(
      trimMessages(input, {
        maxTokens: options.max_tokens,
        tokenCounter: COUNTERS[counter] ?? counter,
        strategy: options.strategy,
        allowPartial: options.allow_partial,
        endOn: options.end_on,
        startOn: options.start_on,
        includeSystem: options.include_system,
        textSplitter: options.text_splitter === undefined ? null : SPLITTERS[options.text_splitter],
        keepToolPairs: options.keep_tool_pairs,
      }),
    );
  },
};
