# Generated from schemas/tables/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a
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
