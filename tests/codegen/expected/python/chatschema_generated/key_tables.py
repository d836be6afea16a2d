# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939
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
