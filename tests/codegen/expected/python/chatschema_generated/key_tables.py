# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 0ffb4bafa6269f4448dcb7a97c00e1834acd63c06a07091e3b92b088ba5ac0f4
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
