"""Conversions between messages and other forms: message-like values in, OpenAI dicts out."""

from chatschema.convert.messages import MessageLikeRepresentation, convert_to_messages
from chatschema.convert.openai import convert_to_openai_messages

__all__ = ["MessageLikeRepresentation", "convert_to_messages", "convert_to_openai_messages"]
