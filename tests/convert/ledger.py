"""The fact ledger: every fact of a history is in what a target writes, or a loss names it.

A *fact* is one thing a history says that a reader of the output could need: a text, a tool
call's id, name or arguments, a tool result and the call it answers, a media source and its MIME
type, reasoning, a citation, a message's name or id, usage, an extra. :func:`facts` extracts them
from messages, one extractor per kind of block (dispatched on the block's ``type`` tag, see
:data:`BLOCK_FACTS`) and per message field.

:func:`ledger` writes a history to one target with ``strict=False``, records the
:class:`~chatschema.LossWarning` paths, and looks for each fact in the output (an index of every
string, number and object in it, JSON strings and ``data:`` URLs opened, see :class:`Found`). A
fact that is not found is:

* ``named`` when a loss names it: a warning whose path is the fact's path or a parent of it (a
  block of ``content_blocks`` is named by its message's ``content``), or the whole history was
  refused with a :class:`~chatschema.ValidationError` carrying a path;
* ``bound`` when it is state bound to the provider that issued it (signatures, item and message
  ids, ``cache_control``, citations, usage and response metadata), which docs/providers.md says
  is not carried to another provider, and the target is not that provider;
* otherwise ``silent``: a silent loss, which :data:`tests.convert.test_ledger.SILENT` lists by
  target until the converter is fixed.

With ``strict=True`` the same target must raise :class:`~chatschema.ConversionError` at the path
of the first warning, and only then (:func:`strict_agrees`).

Run ``python -m tests.convert.ledger`` for the counts per target.
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import sys
import warnings
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import chatschema
from chatschema import ConversionError, LossWarning, ValidationError
from chatschema._formats import FORMATS
from chatschema.convert._gemini import GEMINI_NO_ID_PREFIX
from chatschema.convert._provider_io import base64_text, parse_data_url
from chatschema.messages._kinds import KIND_OF_TAG
from chatschema.otel import to_otel_input_messages

Json = Any


class Fact(NamedTuple):
    """One fact of a history: where it is, what kind it is, its value, and whose state it is."""

    path: str
    """The JSON path of the fact in the history (``$[2].tool_calls[0].args``)."""
    kind: str
    """``text``, ``tool_call.id``, ``media.source``, ``reasoning``, ``citation``, ``usage``…"""
    value: Any
    """A string, a number, or an object (tool arguments) to find in the output."""
    bound: str | None = None
    """``"provider"`` for state bound to the provider that issued it; ``"response"`` for what a
    response says about itself (usage, response metadata), which no request carries; ``"reader"``
    for what a reader made up (Gemini's missing call ids); ``"url"`` for the MIME type of a URL."""


# --------------------------------------------------------------------------- extraction


BlockFacts = Callable[[dict[str, Any], str], Iterator[Fact]]

BOUND_KEYS = frozenset({"signature", "thought_signature", "cache_control", "id", "index", "extras", "status"})
"""Keys of a block that hold state bound to its provider (docs/providers.md, "Across providers")."""
MEDIA_SOURCES = ("url", "base64", "data", "file_id")
NOT_FACTS = frozenset({"type", "source_type", "mime_type", "format", "detail", "role"})
"""Keys whose value is form, not content: the tag, the spelling of a source."""


def _leaves(value: Any, path: str, kind: str, bound: str | None = None) -> Iterator[Fact]:
    """Every non-empty string and number under ``value`` as a fact of ``kind``."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in NOT_FACTS:
                continue
            sub_bound = "provider" if key in BOUND_KEYS else bound
            yield from _leaves(item, f"{path}.{key}", kind, sub_bound)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _leaves(item, f"{path}[{i}]", kind, bound)
    elif isinstance(value, str):
        if value.strip():
            yield Fact(path, kind, value, bound)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield Fact(path, kind, value, bound)


def _text(block: dict[str, Any], path: str) -> Iterator[Fact]:
    if isinstance(block.get("text"), str) and block["text"].strip():
        yield Fact(f"{path}.text", "text", block["text"])
    for k, note in enumerate(block.get("annotations") or ()):
        yield from _leaves(note, f"{path}.annotations[{k}]", "citation", "provider")
    for k, note in enumerate(block.get("citations") or ()):
        yield from _leaves(note, f"{path}.citations[{k}]", "citation", "provider")
    yield from _bound_keys(block, path)


def _bound_keys(block: dict[str, Any], path: str) -> Iterator[Fact]:
    for key in BOUND_KEYS & block.keys():
        yield from _leaves(block[key], f"{path}.{key}", key, "provider")


def _media(block: dict[str, Any], path: str) -> Iterator[Fact]:
    for key in MEDIA_SOURCES:
        value = block.get(key)
        if isinstance(value, str) and value:
            yield Fact(f"{path}.{key}", "media.source", value, "provider" if key == "file_id" else None)
    if isinstance(block.get("mime_type"), str) and not (
        block.get("type") == "text-plain" and block["mime_type"] == "text/plain"  # the tag says it
    ):
        # a URL's server says what it holds: a target with no MIME type beside a URL loses nothing
        at_url = "url" if isinstance(block.get("url"), str) else None
        yield Fact(f"{path}.mime_type", "media.mime_type", block["mime_type"], at_url)
    for key in ("filename", "title", "context", "name", "text"):
        if isinstance(block.get(key), str) and block[key].strip():
            yield Fact(f"{path}.{key}", f"media.{key}", block[key])
    yield from _bound_keys(block, path)


def _reasoning(block: dict[str, Any], path: str) -> Iterator[Fact]:
    for key in ("reasoning", "thinking"):
        if isinstance(block.get(key), str) and block[key].strip():
            yield Fact(f"{path}.{key}", "reasoning", block[key])
    for k, part in enumerate(block.get("summary") or ()):
        yield from _leaves(part, f"{path}.summary[{k}]", "reasoning")
    for key in ("data", "encrypted_content"):
        if isinstance(block.get(key), str):
            yield Fact(f"{path}.{key}", "reasoning.encrypted", block[key], "provider")
    yield from _bound_keys(block, path)


def _tool_call(block: dict[str, Any], path: str) -> Iterator[Fact]:
    yield from _call(block, path, args_key="args")


def _tool_use(block: dict[str, Any], path: str) -> Iterator[Fact]:
    yield from _call(block, path, args_key="input")


def _call(call: dict[str, Any], path: str, args_key: str) -> Iterator[Fact]:
    if isinstance(call.get("id"), str) and call["id"]:
        yield Fact(f"{path}.id", "tool_call.id", call["id"], _made_up(call["id"]))
    if isinstance(call.get("name"), str) and call["name"]:
        yield Fact(f"{path}.name", "tool_call.name", call["name"])
    args = call.get(args_key)
    if isinstance(args, dict) and args:
        yield Fact(f"{path}.{args_key}", "tool_call.args", args)
    elif isinstance(args, str) and args.strip():
        yield Fact(f"{path}.{args_key}", "tool_call.args", args)


def _made_up(call_id: str) -> str | None:
    """``"reader"`` for an id a reader made up (Gemini's calls have none), which is not sent back."""
    return "reader" if call_id.startswith(GEMINI_NO_ID_PREFIX) else None


def _generic(block: dict[str, Any], path: str) -> Iterator[Fact]:
    """A block of a tag the ledger has no extractor for: each of its values, bound to its provider."""
    yield from _leaves(block, path, f"block.{block.get('type')}", "provider")


BLOCK_FACTS: dict[str, BlockFacts] = {
    "text": _text,
    "image": _media,
    "audio": _media,
    "video": _media,
    "file": _media,
    "text-plain": _media,
    "reasoning": _reasoning,
    "thinking": _reasoning,
    "redacted_thinking": _reasoning,
    "tool_call": _tool_call,
    "tool_use": _tool_use,
    "server_tool_use": _tool_use,
}
"""The facts of one content block, by its ``type`` tag; any other tag is :func:`_generic`."""


def block_facts(block: Any, path: str) -> Iterator[Fact]:
    """The facts of one content item (a string is a text)."""
    if isinstance(block, str):
        if block.strip():
            yield Fact(path, "text", block)
        return
    if not isinstance(block, dict):
        return
    tag = block.get("type")
    yield from BLOCK_FACTS.get(tag if isinstance(tag, str) else "", _generic)(block, path)


def _content(content: Any, path: str) -> Iterator[Fact]:
    if isinstance(content, str):
        if content.strip():
            yield Fact(path, "text", content)
        return
    for i, item in enumerate(content if isinstance(content, list) else ()):
        yield from block_facts(item, f"{path}[{i}]")


_EXTRA_BOUND = frozenset({"response_metadata", "usage_metadata", "id"})


def message_facts(message: dict[str, Any], path: str) -> Iterator[Fact]:
    """The facts of one message in its flat JSON form (``chatschema.encode``)."""
    yield from _content(message.get("content"), f"{path}.content")
    for key in ("name", "tool_call_id", "role"):
        value = message.get(key)
        if isinstance(value, str) and value.strip() and not (key == "role" and message.get("type") != "chat"):
            yield Fact(f"{path}.{key}", key, value, _made_up(value) if key == "tool_call_id" else None)
    for k, call in enumerate(message.get("tool_calls") or ()):
        yield from _call(call, f"{path}.tool_calls[{k}]", "args")
    for k, call in enumerate(message.get("invalid_tool_calls") or ()):
        yield from _call(call, f"{path}.invalid_tool_calls[{k}]", "args")
        if isinstance(call.get("error"), str) and call["error"].strip():
            yield Fact(f"{path}.invalid_tool_calls[{k}].error", "tool_call.error", call["error"], "response")
    if isinstance(message.get("id"), str) and message["id"]:
        yield Fact(f"{path}.id", "id", message["id"], "provider")
    if message.get("usage_metadata"):
        yield from _leaves(message["usage_metadata"], f"{path}.usage_metadata", "usage", "response")
    if message.get("response_metadata"):
        yield from _leaves(message["response_metadata"], f"{path}.response_metadata", "metadata", "response")
    kwargs = message.get("additional_kwargs") or {}
    for key, value in kwargs.items():
        where = f"{path}.additional_kwargs.{key}"
        if key == "function_call" and isinstance(value, dict):
            yield from _call(value, where, "arguments")
        elif key == "refusal":
            yield from _leaves(value, where, "refusal")
        elif key == "reasoning_content":
            yield from _leaves(value, where, "reasoning")
        else:
            yield from _leaves(value, where, "extra", "provider")
    if message.get("artifact") is not None:
        yield from _leaves(message["artifact"], f"{path}.artifact", "artifact", "response")


def facts(messages: Iterable[Any]) -> list[Fact]:
    """The facts of a history (messages, or their JSON)."""
    encoded = json.loads(chatschema.encode(list(messages)))
    return [f for i, m in enumerate(encoded) for f in message_facts(m, f"$[{i}]")]


# --------------------------------------------------------------------------- finding


class Found:
    """An index of a JSON value: every string (stripped), number and object in it, with JSON
    strings parsed and ``data:`` URLs split into their MIME type and data."""

    def __init__(self, value: Any) -> None:
        self.strings: list[str] = []
        self.numbers: set[float] = set()
        self.objects: set[str] = set()
        self._add(value, 0)
        self.blob = "\x00".join(self.strings)
        self.exact = set(self.strings)

    def _add(self, value: Any, depth: int) -> None:
        if isinstance(value, dict):
            self.objects.add(json.dumps(value, sort_keys=True))
            for key, item in value.items():
                self.strings.append(str(key))
                self._add(item, depth)
        elif isinstance(value, list):
            for item in value:
                self._add(item, depth)
        elif isinstance(value, str):
            self.strings.append(value.strip())
            data = parse_data_url(value)
            if data:
                self.strings.extend(data)
            if depth < 3 and value[:1] in ("{", "["):
                try:
                    parsed = json.loads(value)
                except ValueError:
                    return
                self._add(parsed, depth + 1)
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            self.numbers.add(value)

    def __contains__(self, fact: Fact) -> bool:
        value = fact.value
        if isinstance(value, dict):
            return json.dumps(value, sort_keys=True) in self.objects
        if isinstance(value, (int, float)):
            return value in self.numbers or str(value) in self.exact
        text = value.strip()
        if text in self.exact or text in self.blob:
            return True
        if fact.kind == "media.mime_type" and text.partition("/")[2] in self.exact:
            return True  # Chat Completions' input_audio says "wav" for audio/wav
        data = parse_data_url(text)
        if data is not None and data[1] in self.exact:
            return True  # a data URL written as its MIME type and base64 apart
        if base64_text(value.encode("utf-8", "surrogatepass")) in self.blob:
            return True  # a text sent as a file (text-plain as Gemini inline data, a Responses data URL)
        try:  # arguments given as a JSON string, found as the object
            parsed = json.loads(text)
        except ValueError:
            return False
        return isinstance(parsed, dict) and json.dumps(parsed, sort_keys=True) in self.objects


# --------------------------------------------------------------------------- targets


class Target(NamedTuple):
    name: str
    write: Callable[[list[Any], bool], Any]
    """``write(messages, strict)``: the output as JSON-ready values."""
    keeps_bound: bool = False
    """The target keeps every fact, bound state included (LangChain's own forms)."""
    strict: bool = True
    """The target has a ``strict`` switch (else it raises ConversionError for what it refuses)."""


def _payload(name: str) -> Callable[[list[Any], bool], Any]:
    write: Any = next(f.write_payload for f in FORMATS if f.name == name)
    return lambda messages, strict: write(messages, strict=strict)


def _otel(messages: list[Any], strict: bool) -> Any:
    return to_otel_input_messages(messages)


TARGETS: dict[str, Target] = {
    "openai": Target("openai", lambda m, strict: chatschema.convert_to_openai_messages(m, strict=strict)),
    "openai-responses": Target("openai-responses", _payload("openai-responses")),
    "anthropic": Target("anthropic", _payload("anthropic")),
    "gemini": Target("gemini", _payload("gemini")),
    "otel": Target("otel", _otel, strict=False),
    "lc": Target("lc", lambda m, strict: chatschema.messages_to_dict(m), keeps_bound=True, strict=False),
    "constructor": Target(
        "constructor", lambda m, strict: chatschema.messages_to_lc_json(m), keeps_bound=True, strict=False
    ),
}
"""Every target the ledger checks, by format name (chatschema._formats)."""

ISSUERS: dict[str, str] = {p: f.name for f in FORMATS for p in f.model_providers}
"""``response_metadata["model_provider"]`` -> the target that can take back its bound state (for a
history of unknown source)."""


# --------------------------------------------------------------------------- the ledger


@dataclass
class Entry:
    """What the ledger found for one history and one target."""

    facts: int = 0
    found: int = 0
    named: int = 0
    bound: int = 0
    silent: list[Fact] = field(default_factory=list)
    refused: str | None = None
    """The ValidationError (path: message) that refused the whole history, if any."""
    crashed: str | None = None
    """An exception outside chatschema.errors that the writer raised (a bug), if any."""
    warned: list[str] = field(default_factory=list)
    """The paths of the LossWarnings."""


def _named(path: str, warned: list[str]) -> bool:
    alt = path.replace(".content[", ".content_blocks[")
    for w in warned:
        if path == w or path.startswith((w + ".", w + "[")) or alt == w or alt.startswith((w + ".", w + "[")):
            return True
        # a block named by its index in content_blocks, which may differ from its index in content
        head, sep, _ = w.partition(".content_blocks[")
        if sep and path.startswith(head + ".content"):
            return True
    return False


def write_recording(target: Target, messages: list[Any], strict: bool) -> tuple[Any, list[str]]:
    """The target's output for ``messages`` and the paths of the LossWarnings it gave."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = target.write(messages, strict)
    return out, [w.message.path for w in caught if isinstance(w.message, LossWarning)]


def _issuer_of(path: str, messages: list[Any], source: str | None) -> str | None:
    if source is not None:
        return source
    provider = messages[int(path[2 : path.index("]")])].response_metadata.get("model_provider")
    return ISSUERS.get(provider) if isinstance(provider, str) else None


def ledger(target: Target, messages: list[Any], source: str | None = None) -> Entry:
    """The ledger of one history written to one target (``strict=False``).

    Args:
        target: The target.
        messages: The history.
        source: The format the history was read from, whose bound state the target must keep
            when it is that format.
    """
    entry = Entry()
    all_facts = facts(messages)
    entry.facts = len(all_facts)
    try:
        out, entry.warned = write_recording(target, messages, strict=False)
    except ValidationError as error:
        if isinstance(error, ConversionError) and target.strict:
            entry.crashed = f"strict=False raised {error!r}"
            return entry
        entry.refused = f"{error.path}: {error}"
        entry.named = entry.facts
        return entry
    except Exception as error:
        entry.crashed = f"{type(error).__name__}: {error}"
        return entry
    found = Found(out)
    for fact in all_facts:
        if fact in found:
            entry.found += 1
        elif _named(fact.path, entry.warned):
            entry.named += 1
        elif (
            fact.bound
            and not target.keeps_bound
            and (fact.bound != "provider" or _issuer_of(fact.path, messages, source) != target.name)
        ):
            entry.bound += 1
        else:
            entry.silent.append(fact)
    return entry


def strict_agrees(target: Target, messages: list[Any], warned: list[str]) -> str | None:
    """``None`` if ``strict=True`` raises ConversionError at the first warning's path exactly when
    ``strict=False`` warned; else what went wrong."""
    try:
        write_recording(target, messages, strict=True)
    except ConversionError as error:
        if not warned:
            return f"strict=True raised at {error.path} but strict=False did not warn"
        if error.path != warned[0]:
            return f"strict=True raised at {error.path}, strict=False warned first at {warned[0]}"
        return None
    except ValidationError:
        return None
    return f"strict=False warned at {warned[0]} but strict=True did not raise" if warned else None


# --------------------------------------------------------------------------- histories


PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="


def edges() -> dict[str, list[Any]]:
    """Hand-written histories for the losses issue 27 names (ids ``edge/<name>``)."""
    from chatschema import AIMessage, HumanMessage, SystemMessage, ToolMessage

    call = [{"name": "lookup", "args": {"q": "x"}, "id": "call_1"}]
    return {
        "legacy_function_call": [
            HumanMessage("What is 2+2?"),
            AIMessage(
                "", additional_kwargs={"function_call": {"name": "add", "arguments": '{"a": 2, "b": 2}'}}
            ),
        ],
        "text_plain_title": [
            HumanMessage(
                [
                    {
                        "type": "text-plain",
                        "text": "Minutes of the meeting.",
                        "mime_type": "text/plain",
                        "title": "minutes.txt",
                        "context": "Taken by the secretary.",
                    },
                    {"type": "text", "text": "Summarise."},
                ]
            ),
        ],
        "image_in_tool_result": [
            HumanMessage("Draw it."),
            AIMessage("", tool_calls=call),
            ToolMessage(
                [
                    {"type": "text", "text": "Drawn."},
                    {"type": "image", "base64": PNG, "mime_type": "image/png"},
                ],
                tool_call_id="call_1",
            ),
        ],
        "anthropic_tool_result_in_human": [
            HumanMessage("Look it up."),
            AIMessage("", tool_calls=call),
            HumanMessage(
                [
                    {
                        "type": "tool_result",
                        "tool_use_id": "call_1",
                        "content": "Found it.",
                        "cache_control": {"type": "ephemeral"},
                    }
                ]
            ),
        ],
        "refusal_and_invalid_call": [
            SystemMessage("Be careful."),
            HumanMessage("Do the thing."),
            AIMessage(
                "",
                additional_kwargs={"refusal": "I cannot do that."},
                invalid_tool_calls=[
                    {
                        "name": "lookup",
                        "args": "{bad",
                        "id": "call_2",
                        "error": "bad JSON",
                        "type": "invalid_tool_call",
                    }
                ],
            ),
        ],
        "named_messages": [
            SystemMessage("Rules.", name="policy"),
            HumanMessage("Hi", name="alice"),
            AIMessage("Hello", name="helper"),
        ],
    }


@functools.cache
def _drawn(count: int) -> list[Any]:
    """``count`` seeded histories of tests.conformance.vectorgen.histories.generated, drawn in a fresh
    interpreter: hypothesis draws other values once other tests of the session have used it."""
    code = (
        "import json, sys\n"
        "from tests.conformance.vectorgen.histories import generated\n"
        f"json.dump(generated({count}, at=27), sys.stdout)\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, check=True)
    drawn: list[Any] = json.loads(done.stdout)
    return drawn


def histories(generated: int = 200) -> Iterator[tuple[str, str | None, list[Any]]]:
    """``(history id, source format, messages)``: the :func:`edges`, the Chat Completions histories of
    tests/data/openai_chat, the provider request corpus (``tests.convert.providers.conftest.corpus``)
    read by its provider's reader, then the distinct ones of ``generated`` seeded histories of
    tests/conformance/strategies.py."""
    from tests.conformance.vectorgen.histories import DATA
    from tests.convert.providers.conftest import CONVERTERS, corpus, load

    for name, messages in edges().items():
        yield f"edge/{name}", None, messages
    for path in sorted(DATA.glob("openai_chat/*.json")):
        messages = chatschema.convert_from_openai_messages(json.loads(path.read_text()))
        yield f"openai_chat/{path.stem}", "openai", messages
    for provider, path in corpus():
        yield f"{provider}/{path.stem}", provider, CONVERTERS[provider].read(load(provider, path)[1])
    seen: set[str] = set()
    for i, history in enumerate(_drawn(generated)):
        key = json.dumps(history, sort_keys=True)
        if key not in seen:
            seen.add(key)
            yield f"gen-{i:03d}", None, chatschema.decode(history, list[chatschema.AnyMessage])


def pattern(fact: Fact, messages: list[Any]) -> str:
    """A fact as the known-loss lists spell it: the kind of its message, its path in the message
    with the indices left out, and its kind (``"human.name name"``)."""
    index = int(fact.path[2 : fact.path.index("]")])
    where = re.sub(r"\[\d+\]", "[]", fact.path[fact.path.index("]") + 1 :])
    return f"{KIND_OF_TAG.get(messages[index].type, messages[index].type)}{where} {fact.kind}"


def table(generated: int = 200) -> dict[str, Counter[str]]:
    """The ledger counts per target over :func:`histories`."""
    counts: dict[str, Counter[str]] = {name: Counter() for name in TARGETS}
    for _hid, source, messages in histories(generated):
        for name, target in TARGETS.items():
            entry = ledger(target, messages, source)
            c = counts[name]
            c["histories"] += 1
            c["refused"] += entry.refused is not None
            c["crashed"] += entry.crashed is not None
            c["facts"] += entry.facts
            c["found"] += entry.found
            c["named"] += entry.named
            c["bound"] += entry.bound
            c["silent"] += len(entry.silent)
    return counts


if __name__ == "__main__":  # pragma: no cover
    warnings.simplefilter("ignore")
    keys = ("histories", "refused", "crashed", "facts", "found", "named", "bound", "silent")
    print("target".ljust(18) + "".join(k.rjust(10) for k in keys))
    for name, c in table(int(sys.argv[1]) if len(sys.argv) > 1 else 200).items():
        print(name.ljust(18) + "".join(str(c[k]).rjust(10) for k in keys))
