# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 2fb02f387265d42bc84a30fd550e555e840a15a7ed305a72d6cac4a94905ec4d
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
