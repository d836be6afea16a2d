// Node side of the convert_to_openai_messages vectors (tests/conformance/vectorgen/ops_openai.py):
// `{result, lost}`, `lost` the paths that strict=False leaves out.
import { convertToOpenAIMessages } from "../../../build/ts/src/typescript/openai.js";

const asJson = (value) => JSON.parse(JSON.stringify(value));

export const OPERATIONS = {
  convert_to_openai_messages: (input, options) => {
    const lost = [];
    const result = convertToOpenAIMessages(input, {
      textFormat: options.text_format,
      includeId: options.include_id,
      passThroughUnknownBlocks: options.pass_through_unknown_blocks,
      strict: options.strict,
      onLoss: (path) => lost.push(path),
    });
    return asJson({ result, lost });
  },
};
