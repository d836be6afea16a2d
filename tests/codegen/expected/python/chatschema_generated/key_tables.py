# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 1b7c5bb6dbe441ac88cbf11b02b4fbb7d8ff1e27d75e6799ec1d59b35e2db471
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
