# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: f84f196e4a1fb1e0b83da7980eb946e316f3f81bfe556e561607542d00d0d8ae
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
