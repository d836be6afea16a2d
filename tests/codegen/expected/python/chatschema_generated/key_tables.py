# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 698a2a3c8e85c7b307249f19523a051a2f2e4ecebaccc0b2239ac9b21a58dc31
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
