"""Select messages by name, type, id or tool call, as ``langchain_core.messages.filter_messages``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chatschema._partial_application import supports_partial
from chatschema.convert._to_messages import to_messages
from chatschema.messages._base import BaseMessage, MessageMeta
from chatschema.messages._kinds import class_info, is_instance, kind_of

__all__ = ["filter_messages", "is_message_type"]

MessageTypes = str | type[BaseMessage] | Sequence[str | type[BaseMessage]]
"""A type tag (``"human"``, ``"AIMessageChunk"``), a message class, or a sequence of them."""


def is_message_type(message: BaseMessage, types: MessageTypes) -> bool:
    """Whether ``message`` has one of the type tags or is an instance of one of the classes.

    Args:
        message: The message to test.
        types: A type tag such as ``"human"`` (compared with ``message.type``,
            so ``"ai"`` does not match an ``AIMessageChunk``), a message class
            (``isinstance``, so ``AIMessage`` matches chunks too), or a
            sequence of them.

    Returns:
        True when one of them matches.

    Example:
        >>> from chatschema import AIMessage, AIMessageChunk
        >>> is_message_type(AIMessageChunk("x"), "ai"), is_message_type(AIMessageChunk("x"), AIMessage)
        (False, True)
    """
    wanted = [types] if isinstance(types, (str, type)) else types
    tags = [t for t in wanted if isinstance(t, str)]
    classes = tuple(t for t in wanted if isinstance(t, type))
    return message.type in tags or is_instance(message, classes)


@supports_partial
def filter_messages(
    messages: Any,
    *,
    include_names: Sequence[str] | None = None,
    exclude_names: Sequence[str] | None = None,
    include_types: Sequence[str | type[BaseMessage]] | None = None,
    exclude_types: Sequence[str | type[BaseMessage]] | None = None,
    include_ids: Sequence[str] | None = None,
    exclude_ids: Sequence[str] | None = None,
    exclude_tool_calls: Sequence[str] | bool | None = None,
) -> list[BaseMessage]:
    """Keep the messages that match an ``include_*`` condition and no ``exclude_*`` condition.

    With no ``include_*`` condition, every message not excluded is kept.
    Types are type tags (``"system"``, ``"human"``, ``"ai"``, ...) or message
    classes; see :func:`is_message_type`.

    ``exclude_tool_calls=True`` drops every AI message that has tool calls
    and every tool message. A list, tuple or set of tool call ids drops the
    tool messages answering those calls and removes the calls from AI
    messages, together with their ``tool_use`` content blocks; an AI
    message left with no tool calls is dropped. Messages are never
    changed in place: a changed message is a copy.

    Called without messages (only keyword arguments), returns a callable
    that applies the filter to the messages it is given.

    Args:
        messages: Messages or message-like values (converted with
            :func:`chatschema.convert._messages.convert_to_messages`).
        include_names: Keep messages with one of these names.
        exclude_names: Drop messages with one of these names.
        include_types: Keep messages of one of these types.
        exclude_types: Drop messages of one of these types.
        include_ids: Keep messages with one of these ids.
        exclude_ids: Drop messages with one of these ids.
        exclude_tool_calls: ``True``, or the ids of the tool calls to remove.

    Returns:
        The kept messages, in their order.

    Raises:
        ValueError: A value cannot be turned into a message.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, SystemMessage
        >>> messages = [
        ...     SystemMessage("you're a good assistant."),
        ...     HumanMessage("what's your name", id="foo", name="example_user"),
        ...     AIMessage("steve-o", id="bar", name="example_assistant"),
        ...     HumanMessage("what's your favorite color", id="baz"),
        ... ]
        >>> kept = filter_messages(
        ...     messages,
        ...     include_names=("example_user", "example_assistant"),
        ...     include_types=("system",),
        ...     exclude_ids=("bar",),
        ... )
        >>> [m.text for m in kept]
        ["you're a good assistant.", "what's your name"]
    """
    if type(messages) is list or type(messages) is tuple:
        kept = _filter_objects(
            messages,
            include_names,
            exclude_names,
            include_types,
            exclude_types,
            include_ids,
            exclude_ids,
            exclude_tool_calls,
        )
        if kept is not None:
            return kept
    return _filter_any(
        to_messages(messages),
        include_names,
        exclude_names,
        include_types,
        exclude_types,
        include_ids,
        exclude_ids,
        exclude_tool_calls,
    )


# ---------------------------------------------------------------------------
# The fast path: a list of messages, conditions of the usual shapes.
#
# Whether a message matches a type condition depends only on its class (its
# ``type`` tag is the class's, the rest is ``isinstance``), so each class gets
# its verdict once per call; names and ids are looked up in sets.

_IF_NO_CALLS: Any = object()
"""Verdict: keep the message if it has no tool calls (``exclude_tool_calls=True``)."""

_CONTAINERS = (list, tuple, set, frozenset)


def _sets(include: Any, exclude: Any) -> tuple[frozenset[str], frozenset[str]] | None:
    """A name or id condition pair as two sets (empty for no condition).

    None when a condition is not a collection of strings, where ``in`` may
    mean something else (a substring test on a string).
    """
    out: list[frozenset[str]] = []
    for values in (include, exclude):
        if not values:
            out.append(frozenset())
        elif type(values) in _CONTAINERS and all(type(v) is str for v in values):
            out.append(frozenset(values))
        else:
            return None
    return out[0], out[1]


def _class_matches(cls: Any, types: Any) -> bool:
    """:func:`is_message_type` for any message of class ``cls``."""
    wanted = [types] if isinstance(types, (str, type)) else types
    tags = [t for t in wanted if isinstance(t, str)]
    classes = tuple(t for t in wanted if isinstance(t, type))
    return cls.__struct_config__.tag in tags or issubclass(cls, classes)


_TABLES: dict[Any, dict[type, Any]] = {}
"""Verdict tables by condition; see :func:`_verdicts`."""


_UNUSUAL: Any = object()
"""The key of a type condition that has no table (see :func:`_key`)."""


def _key(types: Any) -> Any:
    """A hashable key equivalent to a type condition; :data:`_UNUSUAL` if there is none."""
    if not types:
        return None
    if isinstance(types, (str, type)):
        return (types,)
    if type(types) not in _CONTAINERS or not all(isinstance(t, (str, type)) for t in types):
        return _UNUSUAL
    if type(types) in (set, frozenset):
        return (frozenset, frozenset(types))
    return (tuple, tuple(types))


def _verdicts(
    include_types: Any, exclude_types: Any, no_calls: bool, triples: bool
) -> dict[type, Any] | None:
    """The table of verdicts per message class for these conditions, or None if they are unusual.

    Without name or id conditions, a verdict is True (keep), False (drop) or
    ``_IF_NO_CALLS``; with them, a triple (excluded by type or tool calls,
    included by type, tool call verdict). Tables are shared between calls
    with the same conditions and filled in by :func:`_learn`.
    """
    key = (_key(include_types), _key(exclude_types), no_calls, triples)
    if _UNUSUAL in key:
        return None
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= 256:
            _TABLES.clear()
        table = _TABLES[key] = {}
    return table


def _learn(
    verdicts: dict[type, Any],
    messages: Any,
    include_types: Any,
    exclude_types: Any,
    no_calls: bool,
    triples: bool,
) -> bool:
    """Add the verdicts of the classes in ``messages``; False if an item is not a message object
    (or the table was cleared while learning: a great many classes)."""
    classes = set(map(type, messages))
    for cls in classes - verdicts.keys():
        info = class_info(cls)
        if type(cls) is not MessageMeta or info.tag is None:  # not a message, or its type varies
            return False
        excluded = bool(exclude_types) and _class_matches(cls, exclude_types)
        included = bool(include_types) and _class_matches(cls, include_types)
        calls: Any = True
        if no_calls:
            if info.kind == "ai":
                calls = _IF_NO_CALLS
            elif info.kind == "tool":
                calls = False
        verdict: Any
        if triples:
            verdict = (excluded or calls is False, included, calls)
        elif excluded or calls is False or (include_types and not included):
            verdict = False
        else:
            verdict = calls
        if len(verdicts) >= 256:
            verdicts.clear()
        verdicts[cls] = verdict
    return classes <= verdicts.keys()


def _filter_objects(
    messages: list[Any] | tuple[Any, ...],
    include_names: Any,
    exclude_names: Any,
    include_types: Any,
    exclude_types: Any,
    include_ids: Any,
    exclude_ids: Any,
    exclude_tool_calls: Any,
) -> list[BaseMessage] | None:
    """The fast path; None when an item is not a message object or a condition is unusual."""
    names = _sets(include_names, exclude_names)
    ids = _sets(include_ids, exclude_ids)
    if names is None or ids is None or isinstance(exclude_tool_calls, (list, tuple, set)):
        return None
    by_name_or_id = any(names) or any(ids)
    no_calls = exclude_tool_calls is True
    verdicts = _verdicts(include_types, exclude_types, no_calls, by_name_or_id)
    if verdicts is None:
        return None
    for _ in range(2):
        try:  # a KeyError: a class without a verdict for these conditions yet (learned, then again)
            if by_name_or_id:
                return _by_name_and_id(messages, verdicts, names, ids, bool(include_types))
            # Only type and tool call conditions: one lookup per message.
            return [
                m
                for m in messages
                if (v := verdicts[type(m)]) is True or (v is _IF_NO_CALLS and not m.tool_calls)
            ]
        except KeyError:
            if not _learn(verdicts, messages, include_types, exclude_types, no_calls, by_name_or_id):
                return None
    return None  # the table was cleared while learning (a great many classes): take the general path


def _by_name_and_id(
    messages: Any,
    verdicts: dict[type, Any],
    names: tuple[frozenset[str], frozenset[str]],
    ids: tuple[frozenset[str], frozenset[str]],
    by_type: bool,
) -> list[BaseMessage]:
    include_names, exclude_names = names
    include_ids, exclude_ids = ids
    any_include = bool(by_type or include_names or include_ids)
    kept = []
    for m in messages:
        excluded, included, calls = verdicts[type(m)]
        name = m.name
        msg_id = m.id
        if (
            excluded
            or name in exclude_names
            or msg_id in exclude_ids
            or (calls is _IF_NO_CALLS and m.tool_calls)
        ):
            continue
        if not any_include or included or name in include_names or msg_id in include_ids:
            kept.append(m)
    return kept


# ---------------------------------------------------------------------------
# The general path


def _filter_any(
    messages: list[BaseMessage],
    include_names: Any,
    exclude_names: Any,
    include_types: Any,
    exclude_types: Any,
    include_ids: Any,
    exclude_ids: Any,
    exclude_tool_calls: Any,
) -> list[BaseMessage]:
    """LangChain's conditions as written, evaluated message by message."""
    kept: list[BaseMessage] = []
    by_ids = isinstance(exclude_tool_calls, (list, tuple, set))
    dropped: Any = exclude_tool_calls
    for message in messages:
        msg: Any = message
        name = msg.name
        msg_id = msg.id
        if (
            (exclude_names and name in exclude_names)
            or (exclude_types and is_message_type(msg, exclude_types))
            or (exclude_ids and msg_id in exclude_ids)
        ):
            continue
        kind = kind_of(msg)
        if exclude_tool_calls is True and ((kind == "ai" and msg.tool_calls) or kind == "tool"):
            continue
        if by_ids:
            if kind == "ai" and msg.tool_calls:
                calls = [call for call in msg.tool_calls if call.get("id") not in dropped]
                if not calls:
                    continue
                content: Any = msg.content
                if isinstance(content, list):
                    content = [
                        block
                        for block in content
                        if not isinstance(block, dict)
                        or block.get("type") != "tool_use"
                        or block.get("id") not in dropped
                    ]
                msg = msg.model_copy(update={"tool_calls": calls, "content": content})
            elif kind == "tool" and msg.tool_call_id in dropped:
                continue
        if (
            not (include_types or include_ids or include_names)
            or (include_names and name in include_names)
            or (include_types and is_message_type(msg, include_types))
            or (include_ids and msg_id in include_ids)
        ):
            kept.append(msg)
    return kept
