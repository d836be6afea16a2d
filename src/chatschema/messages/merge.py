"""The join rules of message chunks (content, dicts, lists), as chunk ``+`` applies them.

The public face of the internal :mod:`chatschema.messages._join_rules`, which holds them.
"""

from chatschema.messages._join_rules import KEEP_ONCE_KEYS as KEEP_ONCE_KEYS
from chatschema.messages._join_rules import LAST_WINS_KEYS as LAST_WINS_KEYS
from chatschema.messages._join_rules import LC_INDEX_PREFIX as LC_INDEX_PREFIX
from chatschema.messages._join_rules import appends_after_list as appends_after_list
from chatschema.messages._join_rules import best_id as best_id
from chatschema.messages._join_rules import copy_json as copy_json
from chatschema.messages._join_rules import extend_blocks as extend_blocks
from chatschema.messages._join_rules import ids_agree as ids_agree
from chatschema.messages._join_rules import item_addition as item_addition
from chatschema.messages._join_rules import joined_ints as joined_ints
from chatschema.messages._join_rules import keeps_string as keeps_string
from chatschema.messages._join_rules import merge_content as merge_content
from chatschema.messages._join_rules import merge_dicts as merge_dicts
from chatschema.messages._join_rules import merge_lists as merge_lists
from chatschema.messages._join_rules import merge_obj as merge_obj
from chatschema.messages._join_rules import mergeable_index as mergeable_index

__all__ = [
    "KEEP_ONCE_KEYS",
    "LAST_WINS_KEYS",
    "LC_INDEX_PREFIX",
    "appends_after_list",
    "best_id",
    "copy_json",
    "extend_blocks",
    "ids_agree",
    "item_addition",
    "joined_ints",
    "keeps_string",
    "merge_content",
    "merge_dicts",
    "merge_lists",
    "merge_obj",
    "mergeable_index",
]
