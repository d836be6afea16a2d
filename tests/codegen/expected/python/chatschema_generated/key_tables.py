# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2cf1aa11a76e037599dc2ec3c526e3c08dd3b34fbbd9d4241842a1454bccdb38
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
