// The provider translators of `contentBlocks`, at "chatschema/translators" so that a bundle without
// them stays small: `contentBlocks(message, { translators: PROVIDER_TRANSLATORS })` reads provider
// messages as Python's `message.content_blocks` does. Every translator Python registers is here:
// Anthropic, Bedrock (InvokeModel), Bedrock Converse, Google GenAI (and Vertex AI), Groq, OpenAI.

import { ANTHROPIC } from "./blocksAnthropic.js";
import { BEDROCK, BEDROCK_CONVERSE } from "./blocksBedrock.js";
import { GOOGLE_GENAI } from "./blocksGoogleGenai.js";
import { GROQ } from "./blocksGroq.js";
import { OPENAI } from "./blocksOpenai.js";
import type { Translator } from "./contentBlocks.js";

/** Provider name (`response_metadata.model_provider`) -> its translators. */
export const PROVIDER_TRANSLATORS: Readonly<Record<string, Translator>> = Object.freeze({
  anthropic: ANTHROPIC,
  bedrock: BEDROCK,
  bedrock_converse: BEDROCK_CONVERSE,
  google_genai: GOOGLE_GENAI,
  google_vertexai: GOOGLE_GENAI,
  groq: GROQ,
  openai: OPENAI,
});
