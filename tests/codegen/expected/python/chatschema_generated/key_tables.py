# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: efb4d3ad6230b71ca9f67d1754d35572852b012b2adcd5991a312de2f6db7dec
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
