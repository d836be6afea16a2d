"""Turn message-like values (strings, tuples, OpenAI dicts, LangChain's forms) into messages."""

from chatschema.convert.messages import MessageLikeRepresentation, convert_to_messages

__all__ = ["MessageLikeRepresentation", "convert_to_messages"]
