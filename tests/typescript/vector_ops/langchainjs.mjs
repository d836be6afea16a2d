// Conformance operations of src/typescript/langchainjs.ts (tests/conformance/vectorgen/ops_langchainjs.py):
// with `strict: false` the output is `{result, lost}`, `lost` the paths the conversion left out.
import { messagesFromLangChainJS, messagesToLangChainJS } from "../../../build/ts/src/typescript/langchainjs.js";
import { checked } from "./_messages.mjs";

/** Operations whose input is validated first, as Python decodes it (see _messages.mjs). */
export const VALIDATED_INPUT = ["messages_to_langchainjs"];

function lossy(fn, input, options) {
  const strict = options.strict ?? true;
  if (strict) return fn(input, { strict });
  const lost = [];
  const result = fn(input, { strict, onLoss: (path) => lost.push(path) });
  return { result, lost };
}

export const OPERATIONS = {
  messages_from_langchainjs: (input, options) => lossy(messagesFromLangChainJS, input, options),
  messages_to_langchainjs: (input, options) => lossy(messagesToLangChainJS, checked(input), options),
};
