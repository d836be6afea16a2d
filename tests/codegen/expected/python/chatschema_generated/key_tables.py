# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: c5cafc7e874142387062d78a7134f74f628f1ab6663af6208e7a7cdebf17c8df
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
