"""``check_conversation``: the conversation rules a provider enforces, checked before it answers 400.

Each rule, and the provider documentation it comes from, is listed in docs/providers.md
("Conversation rules").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from chatschema._formats import FORMATS, ConversationRules, Provider
from chatschema.blocks._factories import DATA_CONTENT_BLOCK_TYPES
from chatschema.convert._provider_io import is_empty_text
from chatschema.convert._to_messages import to_messages
from chatschema.messages import BaseMessage
from chatschema.messages._kinds import kind_of

__all__ = ["PROBLEM_CODES", "ConversationProblem", "Provider", "check_conversation"]

_RULES: dict[str, tuple[ConversationRules, str]] = {
    f.name: (f.rules, f.title) for f in FORMATS if f.rules is not None
}
"""The rules and the title of each format that has conversation rules (:data:`Provider`)."""

PROBLEM_CODES: dict[str, str] = {
    "orphan_tool_result": "a tool result whose call is not in the AI message before it",
    "missing_tool_result": "a tool call with no result before the next turn",
    "duplicate_tool_call_id": "a tool call id used by an earlier tool call",
    "duplicate_tool_result": "a second result for one tool call",
    "system_not_at_start": "a system message after the start, where the provider takes none",
    "empty_content": "content the provider rejects as empty",
    "first_message_not_user": "a conversation whose first turn is not the user's",
    "function_call_order": "a tool call turn that follows neither a user turn nor tool results",
    "media_not_allowed": "an image, audio, video or file in a message type that cannot carry it",
    "unsupported_role": "a message whose role the provider does not have",
    "trailing_whitespace": "a final AI message (a prefill) ending in whitespace",
    "tool_result_not_first": "a tool_result block after other content in its message",
    "empty_conversation": "no turn to send: no message, or (where they go apart) system messages only",
}
"""Every ``code`` a :class:`ConversationProblem` can have, with what it means."""


@dataclass(frozen=True)
class ConversationProblem:
    """One place where a conversation breaks a provider's rules.

    Attributes:
        path: JSON path of the offending value in the message list, such as ``$[5]``,
            ``$[5].tool_calls[0]`` or ``$[2].content[1]``.
        code: What kind of problem it is: a key of :data:`PROBLEM_CODES`.
        message: What is wrong, for a person.

    Example:
        >>> p = ConversationProblem("$[1]", "orphan_tool_result", "no call 'c9' before this result")
        >>> str(p)
        "$[1]: orphan_tool_result: no call 'c9' before this result"
    """

    path: str
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.code}: {self.message}"


_MEDIA_TAGS: frozenset[str] = frozenset(DATA_CONTENT_BLOCK_TYPES) | {
    "image_url",  # OpenAI Chat Completions
    "input_audio",
    "input_image",  # OpenAI Responses
    "input_file",
    "document",  # Anthropic
    "media",  # VertexAI
    "file_data",  # Gemini
    "inline_data",
}
"""Content block tags that carry an image, audio, video or file, in any format chatschema reads."""

_ROLE_KINDS = {"user": "human", "assistant": "ai", "model": "ai", "system": "system", "developer": "system"}
_ROLE_KINDS.update(tool="tool", function="function")


def check_conversation(messages: Any, provider: Provider) -> list[ConversationProblem]:
    """Find what a provider would reject in a conversation, before sending it.

    The rules, with the provider documentation each comes from, are in docs/providers.md
    ("Conversation rules"). Tool results are ``ToolMessage`` s, or Anthropic ``tool_result``
    blocks in a human message; tool calls are an AI message's ``tool_calls`` and
    ``invalid_tool_calls``, and Anthropic ``tool_use`` blocks of its content that those do not
    hold. A ``ChatMessage`` counts as the message type of its role.

    Args:
        messages: Messages or message-like values (as :func:`chatschema.convert_to_messages` reads them).
        provider: ``"openai"`` (Chat Completions), ``"openai-responses"``, ``"anthropic"`` or ``"gemini"``.

    Returns:
        The problems, in the order of the conversation (empty when it passes), each with a
        ``path``, a ``code`` from :data:`PROBLEM_CODES` and a ``message``.

    Raises:
        ValueError: ``provider`` is not one of the four.
        chatschema.ValidationError: A value cannot be turned into a message.

    Example:
        >>> from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage
        >>> call = {"name": "lookup", "args": {}, "id": "c1"}
        >>> history = [
        ...     HumanMessage("Find it."),
        ...     AIMessage("", tool_calls=[call]),
        ...     HumanMessage("Hurry up."),
        ...     ToolMessage("found", tool_call_id="c1"),
        ...     SystemMessage("Be brief."),
        ...     HumanMessage("Well?"),
        ... ]
        >>> for problem in check_conversation(history, "anthropic"):
        ...     print(problem.path, problem.code)
        $[1].tool_calls[0] missing_tool_result
        $[3] orphan_tool_result
        $[4] system_not_at_start
        >>> print(check_conversation(history, "anthropic")[0].message)
        tool call 'c1' has no result before the next message ($[2])
        >>> [p.code for p in check_conversation(history, "openai")]
        ['missing_tool_result', 'orphan_tool_result']
        >>> check_conversation(history[:2] + history[3:4], "gemini")
        []
        >>> [problem] = check_conversation([SystemMessage("Be brief.")], "gemini")
        >>> problem.path, problem.code
        ('$', 'empty_conversation')
    """
    rules = _RULES.get(provider) if isinstance(provider, str) else None
    if rules is None:
        raise ValueError(f"Unknown provider {provider!r}; expected one of {sorted(_RULES)}")
    return _Checker(*rules).run(to_messages(messages))


class _Checker:
    """One pass over a conversation, collecting problems."""

    def __init__(self, rules: ConversationRules, name: str) -> None:
        self.rules = rules
        self.name = name
        """The provider, as problems name it."""
        self.problems: list[ConversationProblem] = []
        self.pending: dict[Any, str] = {}
        """Calls waiting for their result: id -> path of the call."""
        self.calls: set[Any] = set()
        self.answered: set[Any] = set()
        self.previous = ""
        """The kind of the last message that was not a system message ("" before the first)."""
        self.last: Any = None
        """The last message that was not a system message."""
        self.waiting: list[str] = []
        """Paths of system messages after the start that are fine if an AI message comes next."""
        self.turns = 0
        """Messages seen that make a turn of the request: not system messages, nor an empty final AI
        message (which asks for a completion and is left out); those the provider cannot take count."""

    def add(self, path: str, code: str, message: str) -> None:
        self.problems.append(ConversationProblem(path, code, message))

    def run(self, messages: list[BaseMessage]) -> list[ConversationProblem]:
        last = len(messages) - 1
        for i, message in enumerate(messages):
            kind = self.kind(message, f"$[{i}]")
            if kind:
                self.check(message, kind, i, i == last)
            else:
                self.turns += 1  # reported already: not an empty conversation too
        for call_id, path in self.pending.items():
            self.add(path, "missing_tool_result", f"tool call {call_id!r} has no result")
        self.empty(len(messages))
        return self.problems

    def empty(self, count: int) -> None:
        """A request the provider refuses for holding no message (or only system messages)."""
        needs = self.rules.needs_message
        if needs == "any" and count == 0:
            self.add("$", "empty_conversation", f"{self.name} refuses a request with no message")
        elif needs == "non_system" and self.turns == 0:
            self.add(
                "$",
                "empty_conversation",
                f"{self.name} refuses a request with no turn: it needs a message besides the system "
                "messages, which go apart from the turns",
            )

    def kind(self, message: BaseMessage, path: str) -> str:
        """The message kind the rules see, or "" (after a problem) for a message the provider cannot take."""
        kind = kind_of(message)
        if kind == "chat":
            role = message.role  # type: ignore[attr-defined]
            if role not in self.rules.roles:
                self.add(path, "unsupported_role", f"{self.name} has no role {role!r}")
                return ""
            return _ROLE_KINDS[role]
        if kind not in self.rules.kinds:
            self.add(path, "unsupported_role", f"{self.name} cannot take a {type(message).__name__}")
            return ""
        return kind

    def check(self, message: BaseMessage, kind: str, i: int, is_last: bool) -> None:
        path = f"$[{i}]"
        content = message.content
        if kind == "tool":
            self.result(message.tool_call_id, path)  # type: ignore[attr-defined]
        elif kind == "human" and isinstance(content, list):
            other = False
            for j, block in enumerate(content):
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    self.result(block.get("tool_use_id"), f"{path}.content[{j}]")
                    if other and self.rules.results_first:
                        self.add(
                            f"{path}.content[{j}]",
                            "tool_result_not_first",
                            f"{self.name} takes tool_result blocks only before other content",
                        )
                else:
                    other = True
        if kind != "tool" and self.rules.adjacent_results:
            self.close(path)
        self.order(kind, message, path)
        self.contents(message, kind, path, is_last)
        if kind == "ai":
            self.register(message, path)
        if kind != "system":
            self.previous = kind
            self.last = message
            if not (kind == "ai" and is_last and content in ("", []) and not _has_calls(message)):
                self.turns += 1

    # -- tool calls and results --------------------------------------------------------------------

    def result(self, call_id: Any, path: str) -> None:
        key = _key(call_id)
        if key in self.pending:
            del self.pending[key]
            self.answered.add(key)
        elif key in self.answered:
            self.add(path, "duplicate_tool_result", f"tool call {call_id!r} already has a result")
        elif self.rules.adjacent_results:
            where = "right before" if key in self.calls else "before"
            self.add(
                path, "orphan_tool_result", f"no tool call {call_id!r} in the AI message {where} this result"
            )
        else:
            self.add(path, "orphan_tool_result", f"no tool call {call_id!r} before this result")

    def close(self, path: str) -> None:
        """A message other than a tool result: the calls still waiting will get no result."""
        for call_id, call_path in self.pending.items():
            self.add(
                call_path,
                "missing_tool_result",
                f"tool call {call_id!r} has no result before the next message ({path})",
            )
        self.pending.clear()

    def register(self, message: Any, path: str) -> None:
        seen: set[Any] = set()
        for field in ("tool_calls", "invalid_tool_calls"):
            for k, call in enumerate(getattr(message, field, ())):  # none on a ChatMessage
                seen.add(_key(call.get("id")))
                self.call(call.get("id"), f"{path}.{field}[{k}]")
        content = message.content
        for j, block in enumerate(content if isinstance(content, list) else ()):
            # An Anthropic ``tool_use`` block that ``tool_calls`` do not hold is a call too.
            if (
                isinstance(block, dict)
                and block.get("type") == "tool_use"
                and _key(block.get("id")) not in seen
            ):
                self.call(block.get("id"), f"{path}.content[{j}]")

    def call(self, call_id: Any, path: str) -> None:
        key = _key(call_id)
        if key in self.calls:
            self.add(
                path, "duplicate_tool_call_id", f"tool call id {call_id!r} is used by an earlier tool call"
            )
            return
        self.calls.add(key)
        self.pending[key] = path

    # -- order and content -------------------------------------------------------------------------

    def order(self, kind: str, message: Any, path: str) -> None:
        rules = self.rules
        if kind == "system":
            if rules.system_anywhere or not self.previous:
                return
            if rules.system_in_place and (
                self.waiting or self.previous in ("human", "tool") or _ends_in_server_result(self.last)
            ):
                self.waiting.append(path)  # fine if an AI message (or nothing) comes next
            else:
                self.system_not_at_start(path)
            return
        if self.waiting and kind != "ai":
            for waiting in self.waiting:
                self.system_not_at_start(waiting)
        self.waiting.clear()
        if rules.first_user and not self.previous and kind not in ("human", "tool"):
            self.add(path, "first_message_not_user", f"{self.name} needs the first turn to be the user's")
        elif rules.call_after_user and kind == "ai" and _has_calls(message) and self.previous == "ai":
            self.add(
                path,
                "function_call_order",
                f"{self.name} takes a tool call turn only right after a user turn or tool results",
            )

    def system_not_at_start(self, path: str) -> None:
        where = (
            "at the start, or after a user turn and before an AI message"
            if self.rules.system_in_place
            else "only at the start of the conversation"
        )
        self.add(path, "system_not_at_start", f"{self.name} takes system messages {where}")

    def contents(self, message: Any, kind: str, path: str, is_last: bool) -> None:
        rules = self.rules
        content = message.content
        if rules.empty_first_turn and kind == "human" and not self.previous and is_empty_text(content):
            return
        calls = kind == "ai" and _has_calls(message)
        if isinstance(content, list) and not content and not calls:
            if not (kind == "ai" and is_last):  # an empty final AI message asks for a completion
                self.add(f"{path}.content", "empty_content", f"{self.name} rejects an empty content list")
        elif content == "" and not rules.empty_string_ok and not calls and kind != "tool":
            if not (kind == "ai" and is_last):
                self.add(f"{path}.content", "empty_content", f"{self.name} rejects empty content")
        if isinstance(content, list):
            for j, block in enumerate(content):
                self.block(block, kind, f"{path}.content[{j}]")
        if rules.prefill_whitespace and kind == "ai" and is_last and not calls and _ends_in_space(content):
            self.add(
                f"{path}.content",
                "trailing_whitespace",
                f"{self.name} rejects a final AI message (a prefill) that ends in whitespace",
            )

    def block(self, block: Any, kind: str, path: str) -> None:
        rules = self.rules
        tag = block.get("type") if isinstance(block, dict) else None
        if tag in _MEDIA_TAGS and kind not in rules.media_in:
            self.add(path, "media_not_allowed", f"{self.name} takes no {tag!r} block in a {kind} message")
        elif rules.empty_text_blocks and (block == "" or (tag == "text" and block.get("text") == "")):
            self.add(path, "empty_content", f"{self.name} rejects empty text blocks")


def _has_calls(message: Any) -> bool:
    """Whether an AI message (or a ``ChatMessage`` with the assistant role, which has none) calls tools."""
    return bool(getattr(message, "tool_calls", None) or getattr(message, "invalid_tool_calls", None))


def _key(call_id: Any) -> Any:
    """A dict key for a call id (ids are strings; an unhashable one stands for itself by its repr)."""
    try:
        hash(call_id)
    except TypeError:
        return repr(call_id)
    return call_id


def _ends_in_server_result(message: Any) -> bool:
    """Whether an AI message's content ends in an Anthropic server tool result (``*_tool_result``)."""
    if message is None or kind_of(message) != "ai" or not isinstance(message.content, list):
        return False
    last = message.content[-1] if message.content else None
    tag = last.get("type") if isinstance(last, dict) else None
    return isinstance(tag, str) and tag.endswith("_tool_result")


def _ends_in_space(content: Any) -> bool:
    """Whether the text at the end of a message's content ends in whitespace."""
    if isinstance(content, list):
        content = content[-1] if content else ""
        if isinstance(content, dict) and content.get("type") == "text":
            content = content.get("text")
    return isinstance(content, str) and content[-1:].isspace()
