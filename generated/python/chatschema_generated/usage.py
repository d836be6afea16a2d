# Generated from schemas/usage.json by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
# ruff: noqa
from __future__ import annotations

from typing import Annotated, Any, TypeAlias

from msgspec import UNSET, Meta, Struct, UnsetType

from chatschema_generated._storage import TokenCounts

Usage: TypeAlias = Annotated[
    Any, Meta(description="Token usage reported for a model call.", title="Usage")
]


class UsageMetadata(Struct, kw_only=True):
    """Token counts for one model call."""

    input_tokens: Annotated[
        int, Meta(description="Number of tokens in the input (prompt).")
    ]
    """Number of tokens in the input (prompt)."""

    output_tokens: Annotated[
        int, Meta(description="Number of tokens in the output (completion).")
    ]
    """Number of tokens in the output (completion)."""

    total_tokens: Annotated[
        int, Meta(description="Total number of tokens, usually input plus output.")
    ]
    """Total number of tokens, usually input plus output."""

    input_token_details: (
        Annotated[TokenCounts, Meta(description="Breakdown of the input tokens.")]
        | UnsetType
    ) = UNSET
    """Breakdown of the input tokens."""

    output_token_details: (
        Annotated[TokenCounts, Meta(description="Breakdown of the output tokens.")]
        | UnsetType
    ) = UNSET
    """Breakdown of the output tokens."""
