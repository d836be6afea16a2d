"""The former home of the join rules, kept so that ``chatschema.messages.merge`` imports still work.

The rules now live in :mod:`chatschema.messages.join_rules`; this module re-exports the names it
had (``from chatschema.messages.merge import *`` gives the same names as before).
"""

from chatschema.messages.join_rules import KEEP_ONCE_KEYS as KEEP_ONCE_KEYS
from chatschema.messages.join_rules import LAST_WINS_KEYS as LAST_WINS_KEYS
from chatschema.messages.join_rules import LC_INDEX_PREFIX as LC_INDEX_PREFIX
from chatschema.messages.join_rules import appends_after_list as appends_after_list
from chatschema.messages.join_rules import best_id as best_id
from chatschema.messages.join_rules import copy_json as copy_json
from chatschema.messages.join_rules import extend_blocks as extend_blocks
from chatschema.messages.join_rules import ids_agree as ids_agree
from chatschema.messages.join_rules import item_addition as item_addition
from chatschema.messages.join_rules import joined_ints as joined_ints
from chatschema.messages.join_rules import keeps_string as keeps_string
from chatschema.messages.join_rules import merge_content as merge_content
from chatschema.messages.join_rules import merge_dicts as merge_dicts
from chatschema.messages.join_rules import merge_lists as merge_lists
from chatschema.messages.join_rules import merge_obj as merge_obj
from chatschema.messages.join_rules import mergeable_index as mergeable_index
