# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 6d0b3400b4321183a3827cceb0ceaa34491ee9d2b2433246c0898c95a34a65c3
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
