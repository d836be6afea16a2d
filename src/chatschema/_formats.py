"""The wire formats chatschema reads and writes: one record each, and every list of them derived here.

A :class:`Format` says what chatschema knows about one format: its name (the one spelling
the command line, :mod:`chatschema.batch` and :func:`chatschema.check_conversation` take),
how a line of a batch holds it, the functions that read and write a provider request, the
conversation rules the provider enforces, and the ``response_metadata["model_provider"]``
values of the messages it writes. The batch tables (``FORMS``, ``PAYLOADS``, ``SOURCES``,
``DESTINATIONS``), the command-line choices and the providers of ``check_conversation`` are
read from :data:`FORMATS`; ``tests/conformance/test_new_format_checklist.py`` checks that the
``Literal`` types below agree with it. docs/adding-a-format.md says how to add one.

mellea is not here: it is a Python library whose objects chatschema converts
(:mod:`chatschema.mellea`), not a wire format.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from chatschema.convert._ai_sdk import convert_from_ai_sdk_messages, convert_to_ai_sdk_messages
from chatschema.convert._ai_sdk_ui import convert_from_ai_sdk_ui_messages, convert_to_ai_sdk_ui_messages
from chatschema.convert._anthropic import PROVIDER as ANTHROPIC_MODEL_PROVIDER
from chatschema.convert._anthropic import convert_from_anthropic_messages, convert_to_anthropic_messages
from chatschema.convert._gemini import PROVIDERS as GEMINI_MODEL_PROVIDERS
from chatschema.convert._gemini import convert_from_gemini_contents, convert_to_gemini_contents
from chatschema.convert._langchainjs import messages_from_langchainjs, messages_to_langchainjs
from chatschema.convert._openai_responses import PROVIDER as RESPONSES_MODEL_PROVIDER
from chatschema.convert._openai_responses import (
    convert_from_openai_responses_input,
    convert_to_openai_responses_input,
)

__all__ = [
    "DESTINATIONS",
    "FORMATS",
    "FORMS",
    "NAMED_FORMS",
    "PAYLOADS",
    "PROVIDERS",
    "SOURCES",
    "ConversationRules",
    "Format",
    "FormatName",
    "MessageForm",
    "Provider",
    "format_named",
]

FormatName = Literal[
    "lc", "flat", "openai", "constructor", "langchainjs", "otel", "buffer-prefix", "buffer-xml", "anthropic",
    "gemini", "openai-responses", "ai-sdk", "ai-sdk-ui",
]  # fmt: skip
"""The name of every format in :data:`FORMATS`, in its order."""

MessageForm = Literal["lc", "flat", "openai", "constructor", "langchainjs"]
"""The formats a batch line holds one message at a time in (``Format.line == "messages"``)."""

Provider = Literal["openai", "openai-responses", "anthropic", "gemini"]
"""The formats whose conversation rules :func:`chatschema.check_conversation` knows: OpenAI Chat
Completions, OpenAI Responses, Anthropic Messages and Google Gemini (``generateContent``)."""


@dataclass(frozen=True)
class ConversationRules:
    """What one provider accepts in a conversation (see :func:`chatschema.check_conversation`).

    Example:
        >>> format_named("anthropic").rules.system_anywhere
        False
    """

    adjacent_results: bool
    """Results must come right after their call, before any other message (else anywhere later)."""
    system_anywhere: bool
    empty_string_ok: bool
    """An empty string is accepted as content (an empty list never is)."""
    media_in: frozenset[str]
    """Message kinds whose content may hold images, audio, video or files."""
    roles: frozenset[str]
    """Roles a ``ChatMessage`` may have (``system`` ones are then checked as system messages)."""
    kinds: frozenset[str]
    """Message kinds the provider can take."""
    first_user: bool = False
    call_after_user: bool = False
    empty_text_blocks: bool = False
    empty_first_turn: bool = False
    """A first human message of empty text only is taken (Gemini's ``{"text": ""}`` turn), though
    empty content and empty text blocks are not anywhere else."""
    prefill_whitespace: bool = False
    results_first: bool = False
    """``tool_result`` blocks come before any other content of their message."""
    system_in_place: bool = False
    """A system message may also come right after a user turn or tool results, before an AI message
    or at the end (Anthropic's ``{"role": "system"}`` turn)."""
    needs_message: Literal["", "any", "non_system"] = ""
    """What the request must hold: at least one message (``"any"``), or one besides the system
    messages, which go apart from the turns (``"non_system"``); ``""``: nothing."""


@dataclass(frozen=True)
class Format:
    """One wire format.

    Example:
        >>> gemini = format_named("gemini")
        >>> gemini.title, gemini.line, sorted(gemini.model_providers)
        ('Gemini', 'payload', ['google_genai', 'google_vertexai'])
    """

    name: str
    """The one spelling of the format: a :data:`FormatName`."""
    title: str
    """The format as a person names it, as errors and docs say it."""
    line: Literal["messages", "payload", "otel", "text"]
    """How one line of a batch holds it: messages each in this form (``"messages"``), one
    provider request (``"payload"``), OpenTelemetry GenAI messages (``"otel"``), or the
    conversation as text, written only (``"text"``)."""
    help: str
    """What ``chatschema convert --to NAME`` writes, for the command line's help."""
    reads: bool = True
    """A batch can read it (it is one of :data:`SOURCES`)."""
    phrase: str = ""
    """How an error names one message in this form (``"messages"`` formats only)."""
    message_schema: str | None = None
    """The schema type that checks one message in this form; ``None`` when it is read instead."""
    holds_message: str | None = None
    """The field of :attr:`message_schema` that holds the message, when it is not tagged itself."""
    read_payload: Callable[[Any], Any] | None = None
    """Reads one provider request into messages (``"payload"`` formats)."""
    write_payload: Callable[[Any], Any] | None = None
    """Writes messages as one provider request, strictly (``"payload"`` formats)."""
    rules: ConversationRules | None = None
    """The provider's conversation rules, when :func:`chatschema.check_conversation` knows them."""
    read_messages: Callable[..., Any] | None = None
    """Reads a list of messages in this form (``"messages"`` formats that are read only when named:
    their messages look like another form's, so ``auto`` never picks them)."""
    write_messages: Callable[..., Any] | None = None
    """Writes messages in this form, taking ``strict`` (``"messages"`` formats with a writer of their own)."""
    model_providers: frozenset[str] = frozenset()
    """``response_metadata["model_provider"]`` of the AI messages read from this format:
    LangChain's integration names, which may be spelled otherwise than :attr:`name`
    (``"google_genai"`` for ``"gemini"``); each has a content translator in
    :mod:`chatschema.blocks._registry`."""


_OPENAI_RULES = ConversationRules(
    adjacent_results=True,
    system_anywhere=True,
    empty_string_ok=True,
    media_in=frozenset({"human"}),
    roles=frozenset({"system", "developer", "user", "assistant", "tool", "function"}),
    kinds=frozenset({"human", "ai", "system", "tool", "function", "chat"}),
    needs_message="any",
)
_RESPONSES_RULES = ConversationRules(
    adjacent_results=False,
    system_anywhere=True,
    empty_string_ok=True,
    media_in=frozenset({"human", "system", "tool"}),
    roles=frozenset({"system", "developer", "user", "assistant"}),
    kinds=frozenset({"human", "ai", "system", "tool", "chat"}),
)
_ANTHROPIC_RULES = ConversationRules(
    adjacent_results=True,
    system_anywhere=False,
    empty_string_ok=False,
    media_in=frozenset({"human", "tool"}),
    roles=frozenset({"system", "user", "assistant"}),
    kinds=frozenset({"human", "ai", "system", "tool", "chat"}),
    empty_text_blocks=True,
    prefill_whitespace=True,
    results_first=True,
    system_in_place=True,
    needs_message="non_system",
)
_GEMINI_RULES = ConversationRules(
    adjacent_results=True,
    system_anywhere=False,
    empty_string_ok=False,
    media_in=frozenset({"human", "ai", "tool"}),
    roles=frozenset({"system", "user", "assistant", "model"}),
    kinds=frozenset({"human", "ai", "system", "tool", "chat"}),
    first_user=True,
    call_after_user=True,
    empty_text_blocks=True,
    empty_first_turn=True,
    needs_message="non_system",
)

FORMATS: tuple[Format, ...] = (
    Format(
        "lc",
        "LangChain stored form",
        "messages",
        "LangChain's stored form (messages_to_dict)",
        phrase='the stored form {"type": ..., "data": {...}}',
        message_schema="SerializedMessage",
    ),
    Format(
        "flat",
        "chatschema flat form",
        "messages",
        "model_dump dicts",
        phrase="the flat form (the fields beside the type tag)",
        message_schema="AnyMessage",
    ),
    Format(
        "openai",
        "OpenAI Chat Completions",
        "messages",
        "Chat Completions dicts the API takes (convert_to_openai_messages, strict=False)",
        phrase="the OpenAI form (a role tag)",
        rules=_OPENAI_RULES,
    ),
    Format(
        "constructor",
        "LangChain Serializable",
        "messages",
        "LangChain's Serializable JSON (what dumpd writes, messages_to_lc_json)",
        phrase='the constructor form {"lc": 1, "type": "constructor", ...}',
        message_schema="LangChainSerializedMessage",
        holds_message="kwargs",
    ),
    Format(
        "langchainjs",
        "langchainjs stored form",
        "messages",
        "langchainjs's stored form (messages_to_langchainjs, what mapStoredMessagesToChatMessages reads)",
        phrase='langchainjs\'s stored form {"type": ..., "data": {...}} or its Serializable form',
        read_messages=messages_from_langchainjs,
        write_messages=messages_to_langchainjs,
    ),
    Format(
        "otel",
        "OpenTelemetry GenAI messages",
        "otel",
        "OpenTelemetry GenAI messages (gen_ai.input.messages, chatschema.otel)",
    ),
    Format(
        "buffer-prefix",
        "Text, one prefixed line per message",
        "text",
        "the conversation as text (get_buffer_string), one JSON string per line",
        reads=False,
    ),
    Format(
        "buffer-xml",
        "Text, one XML element per message",
        "text",
        "the conversation as XML text (get_buffer_string), one JSON string per line",
        reads=False,
    ),
    Format(
        "anthropic",
        "Anthropic",
        "payload",
        "one Messages request per line (convert_to_anthropic_messages)",
        read_payload=convert_from_anthropic_messages,
        write_payload=convert_to_anthropic_messages,
        rules=_ANTHROPIC_RULES,
        model_providers=frozenset({ANTHROPIC_MODEL_PROVIDER}),
    ),
    Format(
        "gemini",
        "Gemini",
        "payload",
        "one generateContent request per line (convert_to_gemini_contents)",
        read_payload=convert_from_gemini_contents,
        write_payload=convert_to_gemini_contents,
        rules=_GEMINI_RULES,
        model_providers=GEMINI_MODEL_PROVIDERS,
    ),
    Format(
        "openai-responses",
        "OpenAI Responses",
        "payload",
        "one Responses input per line (convert_to_openai_responses_input)",
        read_payload=convert_from_openai_responses_input,
        write_payload=convert_to_openai_responses_input,
        rules=_RESPONSES_RULES,
        model_providers=frozenset({RESPONSES_MODEL_PROVIDER}),
    ),
    Format(
        "ai-sdk",
        "Vercel AI SDK",
        "payload",
        "one ModelMessage list of the Vercel AI SDK per line (convert_to_ai_sdk_messages)",
        read_payload=convert_from_ai_sdk_messages,
        write_payload=convert_to_ai_sdk_messages,
    ),
    Format(
        "ai-sdk-ui",
        "Vercel AI SDK UI",
        "payload",
        "one UIMessage list of the Vercel AI SDK per line (convert_to_ai_sdk_ui_messages)",
        read_payload=convert_from_ai_sdk_ui_messages,
        write_payload=convert_to_ai_sdk_ui_messages,
    ),
)
"""Every format, in the order the command line lists them."""

_BY_NAME: dict[str, Format] = {f.name: f for f in FORMATS}

FORMS: tuple[str, ...] = tuple(f.name for f in FORMATS if f.line == "messages")
"""The formats a batch line holds one message at a time in (:data:`MessageForm`)."""
PAYLOADS: tuple[str, ...] = tuple(f.name for f in FORMATS if f.line == "payload")
"""The provider requests a batch can read and write, one request per line."""
SOURCES: tuple[str, ...] = tuple(f.name for f in FORMATS if f.reads)
"""What a batch can read, besides ``"auto"``."""
DESTINATIONS: tuple[str, ...] = tuple(f.name for f in FORMATS)
"""What a batch can write."""
PROVIDERS: tuple[str, ...] = tuple(f.name for f in FORMATS if f.rules is not None)
"""The formats whose conversation rules :func:`chatschema.check_conversation` knows (:data:`Provider`)."""
NAMED_FORMS: tuple[str, ...] = tuple(f.name for f in FORMATS if f.read_messages is not None)
"""The message forms read only when named (``--from NAME``), each by its own reader."""


def format_named(name: str) -> Format:
    """The format of this name.

    Args:
        name: A :data:`FormatName`.

    Returns:
        Its record.

    Raises:
        ValueError: No format has this name.

    Example:
        >>> format_named("openai-responses").title
        'OpenAI Responses'
    """
    found = _BY_NAME.get(name) if isinstance(name, str) else None
    if found is None:
        raise ValueError(f"Unknown format {name!r}; expected one of {', '.join(_BY_NAME)}")
    return found
