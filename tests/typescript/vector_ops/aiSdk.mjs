// Node side of the Vercel AI SDK vectors (tests/conformance/vectorgen/ops_ai_sdk.py): the four
// converters of "chatschema/ai-sdk", each giving `{result, lost}`, `lost` the paths that
// strict=False leaves out.
import {
  convertFromAISDKMessages,
  convertFromAISDKUIMessages,
  convertToAISDKMessages,
  convertToAISDKUIMessages,
} from "../../../build/ts/src/typescript/aiSdk.js";

const asJson = (value) => JSON.parse(JSON.stringify(value));

function op(convert) {
  return (input, options) => {
    const lost = [];
    const result = convert(input, { strict: options.strict ?? true, onLoss: (path) => lost.push(path) });
    return asJson({ result, lost });
  };
}

export const OPERATIONS = {
  convert_to_ai_sdk_messages: op(convertToAISDKMessages),
  convert_from_ai_sdk_messages: op(convertFromAISDKMessages),
  convert_to_ai_sdk_ui_messages: op(convertToAISDKUIMessages),
  convert_from_ai_sdk_ui_messages: op(convertFromAISDKUIMessages),
};
