"""The join rules of message chunks (content, dicts, lists), as chunk ``+`` applies them.

The public face of the internal :mod:`chatschema.messages._join_rules`, which holds them: LangChain's
names (``merge_content``, ``merge_dicts``, ``merge_lists``, ``merge_obj``), the keys kept once, and
the quick list-content step. The helpers the join code shares stay internal.
"""

from chatschema.messages._join_rules import KEEP_ONCE_KEYS as KEEP_ONCE_KEYS
from chatschema.messages._join_rules import extend_blocks as extend_blocks
from chatschema.messages._join_rules import merge_content as merge_content
from chatschema.messages._join_rules import merge_dicts as merge_dicts
from chatschema.messages._join_rules import merge_lists as merge_lists
from chatschema.messages._join_rules import merge_obj as merge_obj

__all__ = [
    "KEEP_ONCE_KEYS",
    "extend_blocks",
    "merge_content",
    "merge_dicts",
    "merge_lists",
    "merge_obj",
]
