# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b9a784c4d131d0b2c5b32792aad3ef6e6d4e4c51a1a23cfe30d08d66c6112198
# ruff: noqa
"""Key tables: how other libraries spell the keys of the content blocks (schemas/tables/)."""

from __future__ import annotations

from typing import Any

OTHER_NOTE_KEYS: dict[str, Any] = {
    "keys": {"hyperlink": {"targetUrl": "url"}},
    "legacy_key": "old_style",
    "nested": {"note": "links"},
    "tags": {"hyperlink": "link"},
}
"""How a made-up other library spells the keys of the link notes, for the golden test of the key tables."""
