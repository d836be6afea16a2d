"""Conversions between messages and other forms: message-like values in, OpenAI dicts out."""

from chatschema.convert.messages import MessageLikeRepresentation, convert_to_messages
from chatschema.convert.model_responses import (
    ai_message_from_anthropic,
    ai_message_from_gemini,
    ai_message_from_openai,
    ai_message_from_openai_responses,
)
from chatschema.convert.openai import convert_from_openai_messages, convert_to_openai_messages

__all__ = [
    "MessageLikeRepresentation",
    "ai_message_from_anthropic",
    "ai_message_from_gemini",
    "ai_message_from_openai",
    "ai_message_from_openai_responses",
    "convert_from_openai_messages",
    "convert_to_messages",
    "convert_to_openai_messages",
]
