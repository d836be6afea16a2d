// The provider translators of `contentBlocks`, at "chatschema/translators" so that a bundle without
// them stays small: `contentBlocks(message, { translators: PROVIDER_TRANSLATORS })` reads provider
// messages as Python's `message.content_blocks` does. Ported: Anthropic, Bedrock (InvokeModel),
// Bedrock Converse, Google GenAI (and Vertex AI), OpenAI. Python's Groq translator is not: its
// messages get the best-effort reading (docs/compat.md, TypeScript section).

import { ANTHROPIC } from "./blocksAnthropic.js";
import { BEDROCK, BEDROCK_CONVERSE } from "./blocksBedrock.js";
import { GOOGLE_GENAI } from "./blocksGoogleGenai.js";
import { OPENAI } from "./blocksOpenai.js";
import type { Translator } from "./contentBlocks.js";

/** Provider name (`response_metadata.model_provider`) -> its translators. */
export const PROVIDER_TRANSLATORS: Readonly<Record<string, Translator>> = Object.freeze({
  anthropic: ANTHROPIC,
  bedrock: BEDROCK,
  bedrock_converse: BEDROCK_CONVERSE,
  google_genai: GOOGLE_GENAI,
  google_vertexai: GOOGLE_GENAI,
  openai: OPENAI,
});
