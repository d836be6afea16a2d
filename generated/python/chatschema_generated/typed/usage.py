# Generated from schemas/usage.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Any, TypeAlias

from typing_extensions import NotRequired, TypedDict

Usage: TypeAlias = Any


class InputTokenDetails(TypedDict, extra_items=int):
    """
    Breakdown of input tokens by kind. Keys other than the listed ones are allowed and must hold integers, for example provider-specific cache counters.
    """

    audio: NotRequired[int]
    cache_creation: NotRequired[int]
    cache_read: NotRequired[int]


class OutputTokenDetails(TypedDict, extra_items=int):
    """
    Breakdown of output tokens by kind. Keys other than the listed ones are allowed and must hold integers.
    """

    audio: NotRequired[int]
    reasoning: NotRequired[int]


class UsageMetadata(TypedDict):
    """
    Token counts for one model call.
    """

    input_tokens: int
    output_tokens: int
    total_tokens: int
    input_token_details: NotRequired[InputTokenDetails]
    output_token_details: NotRequired[OutputTokenDetails]
