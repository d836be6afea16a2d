"""LangChain with chatschema's deliberate changes to its merge rules, for expected values.

The differential tests compare chatschema with langchain_core; where chatschema changes a rule on
purpose (docs/compat.md), the expected value is LangChain's result with that one rule changed,
computed by running LangChain with the rule patched in (:func:`text_after_empty_list_kept`).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import Any

from langchain_core.messages import base as lc_base

_LC_MERGE_CONTENT = lc_base.merge_content


@contextlib.contextmanager
def text_after_empty_list_kept() -> Iterator[list[Any]]:
    """Within the block, LangChain keeps text that follows an empty list (langchain issue #40224).

    Every ``langchain_core`` module's ``merge_content`` is replaced by LangChain's own with that
    one change (``[] + "abc"`` gives ``["abc"]``, not ``[]``), chatschema's one change to how
    contents are joined; LangChain's chunk ``+`` and ``merge_message_runs`` then give what
    chatschema's give. Not thread-safe (the tests run in one thread).

    Yields:
        A list that gets the text of each join the change decided, so a test can check that its
        inputs reach the changed rule.
    """
    fixed: list[Any] = []

    def merge_content(first: Any, *contents: Any) -> Any:
        merged = first
        for content in contents:
            if merged == [] and isinstance(content, str) and content:
                merged = [content]
                fixed.append(content)
            else:
                merged = _LC_MERGE_CONTENT(merged, content)
        return merged

    patched = [
        module
        for name, module in list(sys.modules.items())
        if name.startswith("langchain_core") and getattr(module, "merge_content", None) is _LC_MERGE_CONTENT
    ]
    for module in patched:
        module.merge_content = merge_content  # type: ignore[attr-defined]
    try:
        yield fixed
    finally:
        for module in patched:
            module.merge_content = _LC_MERGE_CONTENT  # type: ignore[attr-defined]
