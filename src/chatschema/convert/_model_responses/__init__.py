"""Model responses into an ``AIMessage``: Anthropic, Gemini, OpenAI Chat Completions and Responses.

Each reader takes the provider SDK's response object or a dict (the object's ``model_dump()``,
``model_dump(mode="json")``, or the same shape from the HTTP API in snake_case), and fills
``content``, ``tool_calls``, ``usage_metadata`` and ``response_metadata`` as LangChain's provider
package does for one non-streaming call (langchain-anthropic, langchain-google-genai,
langchain-openai), so ``.content_blocks`` gives what LangChain's translators give. No SDK is
imported: an object is read through its ``model_dump()`` (or ``to_dict()``). Design notes:
docs/design.md, ``chatschema.convert._model_responses``.
"""

from chatschema.convert._model_responses.anthropic import ai_message_from_anthropic
from chatschema.convert._model_responses.fields import parse_json_arguments
from chatschema.convert._model_responses.gemini import THOUGHT_SIGNATURES_KEY as THOUGHT_SIGNATURES_KEY
from chatschema.convert._model_responses.gemini import ai_message_from_gemini
from chatschema.convert._model_responses.openai import ai_message_from_openai
from chatschema.convert._model_responses.openai_responses import ai_message_from_openai_responses

__all__ = [
    "ai_message_from_anthropic",
    "ai_message_from_gemini",
    "ai_message_from_openai",
    "ai_message_from_openai_responses",
    "parse_json_arguments",
]
