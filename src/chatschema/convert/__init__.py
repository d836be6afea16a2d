"""Conversions between messages and other forms: message-like values in, provider requests out and back."""

from chatschema.convert._ai_sdk import convert_from_ai_sdk_messages, convert_to_ai_sdk_messages
from chatschema.convert._ai_sdk_ui import convert_from_ai_sdk_ui_messages, convert_to_ai_sdk_ui_messages
from chatschema.convert._anthropic import convert_from_anthropic_messages, convert_to_anthropic_messages
from chatschema.convert._gemini import convert_from_gemini_contents, convert_to_gemini_contents
from chatschema.convert._messages import MessageLikeRepresentation, convert_to_messages
from chatschema.convert._model_responses import (
    ai_message_from_anthropic,
    ai_message_from_gemini,
    ai_message_from_openai,
    ai_message_from_openai_responses,
)
from chatschema.convert._openai import convert_from_openai_messages, convert_to_openai_messages
from chatschema.convert._openai_responses import (
    convert_from_openai_responses_input,
    convert_to_openai_responses_input,
)

__all__ = [
    "MessageLikeRepresentation",
    "ai_message_from_anthropic",
    "ai_message_from_gemini",
    "ai_message_from_openai",
    "ai_message_from_openai_responses",
    "convert_from_ai_sdk_messages",
    "convert_from_ai_sdk_ui_messages",
    "convert_from_anthropic_messages",
    "convert_from_gemini_contents",
    "convert_from_openai_messages",
    "convert_from_openai_responses_input",
    "convert_to_ai_sdk_messages",
    "convert_to_ai_sdk_ui_messages",
    "convert_to_anthropic_messages",
    "convert_to_gemini_contents",
    "convert_to_messages",
    "convert_to_openai_messages",
    "convert_to_openai_responses_input",
]
