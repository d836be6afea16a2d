"""``chatschema.types`` (0.1.0) is deprecated: every name still gives the same object, with a warning."""

from __future__ import annotations

import importlib

import pytest

import chatschema
import chatschema.types


@pytest.mark.parametrize("name", chatschema.types.__all__)
def test_every_name_warns_and_gives_the_generated_struct(name: str) -> None:
    with pytest.warns(DeprecationWarning, match=r"chatschema\.types is deprecated: use "):
        value = getattr(chatschema.types, name)
    assert value is getattr(importlib.import_module(chatschema.types._MODULE_OF[name]), name)


def test_from_import_warns_and_names_the_replacement() -> None:
    with pytest.warns(DeprecationWarning, match=r"use chatschema\.AIMessage$"):
        from chatschema.types import AIMessage
    assert issubclass(chatschema.AIMessage, AIMessage)
    with pytest.warns(DeprecationWarning, match=r"chatschema\.ToolCall \(the TypedDict\)"):
        from chatschema.types import ToolCall  # noqa: F401


def test_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError):
        chatschema.types.NotAType  # noqa: B018
