"""The SDK oracle itself: it must catch what a bare ``TypeAdapter.validate_python`` lets through."""

from __future__ import annotations

from typing import Any

import pytest
from anthropic.types import MessageParam
from pydantic import TypeAdapter
from pydantic import ValidationError as PydanticError

from tests.convert.providers import sdk_oracle

PNG = "iVBORw0KGgo="


def test_a_bare_type_adapter_misses_a_bad_block_inside_an_iterable() -> None:
    """Why the oracle reads iterables: validate_python alone accepts this."""
    bad = {"role": "user", "content": [{"type": "image", "source": {"type": "nope"}}]}
    TypeAdapter(MessageParam).validate_python(bad)  # no error: the list is not read yet
    with pytest.raises(PydanticError):
        sdk_oracle.check("anthropic", {"messages": [bad]})


@pytest.mark.parametrize(
    ("provider", "payload"),
    [
        (
            "anthropic",
            {"messages": [{"role": "user", "content": [{"type": "text", "text": "x", "colour": 1}]}]},
        ),
        ("openai-responses", [{"type": "function_call_output", "call_id": "c", "output": "x", "extra": 1}]),
    ],
)
def test_a_key_the_sdk_type_drops_is_caught(provider: str, payload: Any) -> None:
    with pytest.raises(AssertionError, match="dropped"):
        sdk_oracle.check(provider, payload)


def test_gemini_unknown_keys_are_refused() -> None:
    with pytest.raises(PydanticError):
        sdk_oracle.check("gemini", {"contents": [{"role": "user", "parts": [{"text": "x", "colour": 1}]}]})


@pytest.mark.parametrize(
    ("provider", "payload"),
    [
        (
            "anthropic",
            {
                "messages": [
                    {
                        "role": "user",
                        "content": [
                            {
                                "type": "image",
                                "source": {"type": "base64", "media_type": "image/png", "data": "%%"},
                            }
                        ],
                    }
                ]
            },
        ),
        (
            "openai-responses",
            [
                {
                    "role": "user",
                    "content": [
                        {"type": "input_image", "detail": "auto", "image_url": "data:image/png;base64,%%"}
                    ],
                }
            ],
        ),
        (
            "gemini",
            {
                "contents": [
                    {"role": "user", "parts": [{"inline_data": {"mime_type": "image/png", "data": "%%"}}]}
                ]
            },
        ),
    ],
)
def test_base64_is_decoded(provider: str, payload: Any) -> None:
    with pytest.raises(AssertionError, match="not base64"):
        sdk_oracle.check(provider, payload)


def test_valid_payloads_pass() -> None:
    sdk_oracle.check(
        "anthropic",
        {
            "messages": [
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "image",
                            "source": {"type": "base64", "media_type": "image/png", "data": PNG},
                        }
                    ],
                }
            ]
        },
    )
    sdk_oracle.check(
        "gemini",
        {"contents": [{"role": "user", "parts": [{"inline_data": {"mime_type": "image/png", "data": PNG}}]}]},
    )
    sdk_oracle.check("openai-responses", [{"role": "user", "content": "hi"}])
