# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f
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
