# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: a3be53c9d2f8cb962c50fd372ad38d8c1f940a417bc2d788fef7740ac4ae2e7d
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
