"""Comparing results with LangChain's: generated ids scrubbed, exceptions by type and message."""

from __future__ import annotations

import re
from typing import Any

GENERATED = re.compile(r"lc_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def scrub(value: Any) -> Any:
    """``value`` with generated ids replaced by a placeholder."""
    if isinstance(value, dict):
        return {key: scrub(item) for key, item in value.items()}
    if isinstance(value, list):
        return [scrub(item) for item in value]
    if isinstance(value, str) and GENERATED.fullmatch(value):
        return "lc_<uuid4>"
    return value


def result(call: Any) -> tuple[Any, ...]:
    try:
        return ("ok", scrub(call()))
    except Exception as error:  # compared with LangChain's
        return ("error", type(error).__name__, re.sub(r"^[\w.]+\.(\w+\(\))", r"\1", str(error)))
