"""Typing snippets: ``chatschema.pydantic`` types in pydantic models.

A field typed ``AIMessage`` (the pydantic alias) holds a :class:`chatschema.AIMessage` for type
checkers too; ``list[AnyMessage]`` is a list of the message union, ``ToolCall`` a checked dict.

>>> use_model()
'hi'
"""

from __future__ import annotations

from pydantic import BaseModel
from typing_extensions import assert_type

import chatschema
from chatschema.pydantic import AIMessage, AnyMessage, ToolCall


class Turn(BaseModel):
    history: list[AnyMessage]
    reply: AIMessage
    calls: list[ToolCall] = []


def use_model() -> str:
    turn = Turn.model_validate(
        {"history": [{"type": "human", "content": "2 + 2?"}], "reply": {"content": "hi"}}
    )
    assert_type(turn.history, list[chatschema.AnyMessage])
    assert_type(turn.reply, chatschema.AIMessage)
    assert_type(turn.calls, list[chatschema.ToolCall])
    content = turn.reply.content
    assert isinstance(content, str)
    return content
