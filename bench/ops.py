"""The operations the benchmark times, each on chatschema and on langchain_core.

Every operation builds both sides from the same input, checks that their
outputs are equal, and returns the two callables to time. An operation whose
chatschema function does not exist yet is reported as missing, never hidden.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import msgspec
import orjson
from workload import Family

import chatschema


@dataclass(frozen=True)
class Case:
    ours: Callable[[], Any]
    theirs: Callable[[], Any] | None  # None: langchain_core has no such function; µs per message are reported
    floor: Callable[[], Any] | None = None
    also: tuple[tuple[str, Callable[[], Any]], ...] = ()
    """Other ways chatschema does the same work, each a row of its own (named here) timed in the same
    turns against the same ``theirs`` runs (the accumulator beside ``acc = acc + chunk``)."""


@dataclass(frozen=True)
class Operation:
    name: str
    unit: str  # "message" or "chunk"
    setup: Callable[[Family, int], Case]


def _dumps(messages: Any) -> list[Any]:
    return [m.model_dump() for m in messages]


def _lc() -> Any:
    import langchain_core.messages as lc

    return lc


def _cs(name: str) -> Any:
    fn = getattr(chatschema, name, None)
    if fn is None:
        raise NotImplementedError(f"chatschema.{name} does not exist yet")
    return fn


def _building_floor(data: Any) -> Callable[[], Any]:
    """msgspec building the same message objects from ``data`` with no checks beyond its own."""
    from chatschema import _validation as validation

    python_type = validation._plan("list[SerializedMessage]").python_type
    return lambda: validation._convert(data, python_type)


def messages_from_dict(family: Family, size: int) -> Case:
    data = family.serialized(size)
    ours, theirs = _cs("messages_from_dict"), _lc().messages_from_dict
    assert _dumps(ours(data)) == _dumps(theirs(data))
    return Case(lambda: ours(data), lambda: theirs(data), _building_floor(data))


def convert_openai(family: Family, size: int) -> Case:
    data = family.openai_dicts(size)
    ours, theirs = _cs("convert_to_messages"), _lc().convert_to_messages
    assert _dumps(ours(data)) == _dumps(theirs(data))
    # The floor: parsing every tool call's JSON arguments, which both libraries must do.
    args = [c["function"]["arguments"] for d in data for c in d.get("tool_calls") or ()]
    loads = json.loads
    return Case(lambda: ours(data), lambda: theirs(data), lambda: [loads(a) for a in args])


def bytes_to_messages(family: Family, size: int) -> Case:
    raw = family.serialized_bytes(size)
    lc = _lc()
    got = [env.data for env in chatschema.decode(raw, "list[SerializedMessage]")]
    assert _dumps(got) == _dumps(lc.messages_from_dict(json.loads(raw)))
    return Case(
        lambda: chatschema.decode(raw, "list[SerializedMessage]"),
        lambda: lc.messages_from_dict(json.loads(raw)),
        lambda: orjson.loads(raw),
    )


def flat_bytes_to_messages(family: Family, size: int) -> Case:
    """``model_dump()`` JSON (the fields with the ``type`` tag among them) read back into messages.

    LangChain has no reader for this form (``convert_to_messages`` moves some fields into
    ``additional_kwargs``); its users validate each dict with the class its tag names.
    """
    lc = _lc()
    classes = {
        "human": lc.HumanMessage,
        "ai": lc.AIMessage,
        "system": lc.SystemMessage,
        "tool": lc.ToolMessage,
    }
    raw = json.dumps([m.model_dump() for m in family.conversation(size)]).encode()

    def theirs() -> list[Any]:
        return [classes[d["type"]].model_validate(d) for d in json.loads(raw)]

    assert _dumps(chatschema.decode(raw, "list[AnyMessage]")) == _dumps(theirs())
    return Case(lambda: chatschema.decode(raw, "list[AnyMessage]"), theirs, lambda: orjson.loads(raw))


def messages_to_bytes(family: Family, size: int) -> Case:
    raw = family.serialized_bytes(size)
    lc = _lc()
    ours = chatschema.decode(raw, "list[SerializedMessage]")
    theirs = lc.messages_from_dict(json.loads(raw))
    ready = json.loads(raw)
    assert json.loads(chatschema.encode(ours)) == lc.messages_to_dict(theirs)
    return Case(
        lambda: chatschema.encode(ours),
        lambda: json.dumps(lc.messages_to_dict(theirs)).encode(),
        lambda: orjson.dumps(ready),
    )


def validate(family: Family, size: int) -> Case:
    raw = family.serialized_bytes(size)
    lc = _lc()
    chatschema.validate(raw, "list[SerializedMessage]")
    return Case(
        lambda: chatschema.validate(raw, "list[SerializedMessage]"),
        lambda: lc.messages_from_dict(json.loads(raw)),
        lambda: orjson.loads(raw),
    )


def _pair(family: Family, size: int) -> tuple[list[Any], list[Any]]:
    data = family.serialized(size)
    return chatschema.decode(data, "list[SerializedMessage]"), _lc().messages_from_dict(data)


def _unwrap(envs: list[Any]) -> list[Any]:
    return [e.data for e in envs]


def _same_call(
    name: str,
    family: Family,
    size: int,
    compare: Callable[[Any], Any],
    floor: Callable[[list[Any]], Callable[[], Any]] | None = None,
    **kwargs: Any,
) -> Case:
    """The function ``name`` of both libraries on the same messages; ``floor`` builds the floor from ours."""
    envs, theirs = _pair(family, size)
    ours = _unwrap(envs)
    mine, ref = _cs(name), getattr(_lc(), name)
    assert compare(mine(ours, **kwargs)) == compare(ref(theirs, **kwargs))
    return Case(
        lambda: mine(ours, **kwargs), lambda: ref(theirs, **kwargs), None if floor is None else floor(ours)
    )


def _tool_call_reprs(messages: list[Any]) -> Callable[[], Any]:
    """The ``repr`` of every AI message's tool calls: text both libraries must produce byte for byte."""
    calls = [m.tool_calls for m in messages if m.type == "ai" and m.tool_calls]
    return lambda: list(map(repr, calls))


def buffer_prefix(family: Family, size: int) -> Case:
    return _same_call("get_buffer_string", family, size, lambda s: s, _tool_call_reprs)


def _xml_texts(messages: list[Any]) -> Callable[[], Any]:
    """The escaped text of every message's string content or text blocks, and of every tool call's
    arguments as ``json.dumps(args, ensure_ascii=False)``, joined into one string: text both
    libraries must write byte for byte (the element tags around it are left out)."""
    texts: list[str] = []
    args: list[Any] = []
    for m in messages:
        if isinstance(m.content, str):
            texts.append(m.content)
        else:
            texts += [b if isinstance(b, str) else b.get("text", "") for b in m.content]
        if m.type == "ai":
            args += [c["args"] for c in m.tool_calls]
    texts = [t for t in texts if t]
    dumps = json.dumps

    def floor() -> str:
        pieces = [t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") for t in texts]
        pieces += [
            dumps(a, ensure_ascii=False).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            for a in args
        ]
        return "\n".join(pieces)

    return floor


def buffer_xml(family: Family, size: int) -> Case:
    return _same_call("get_buffer_string", family, size, lambda s: s, _xml_texts, format="xml")


def _counted_reprs(messages: list[Any]) -> Callable[[], Any]:
    """The ``repr`` of what ``count_tokens_approximately`` measures by its ``repr``: every content
    block other than text and images, and the tool calls of AI messages whose content is a string."""
    items: list[Any] = []
    for m in messages:
        if isinstance(m.content, list):
            items += [
                b
                for b in m.content
                if isinstance(b, dict) and b.get("type") not in ("text", "image", "image_url")
            ]
        elif m.type == "ai" and m.tool_calls:
            items.append(m.tool_calls)
    return lambda: list(map(repr, items))


def count_tokens(family: Family, size: int) -> Case:
    envs, theirs = _pair(family, size)
    from langchain_core.messages.utils import count_tokens_approximately as ref

    mine = _cs("count_tokens_approximately")
    ours = _unwrap(envs)
    assert mine(ours) == ref(theirs)
    return Case(lambda: mine(ours), lambda: ref(theirs), _counted_reprs(ours))


def trim(family: Family, size: int) -> Case:
    envs, theirs = _pair(family, size)
    ours = _unwrap(envs)
    from langchain_core.messages.utils import count_tokens_approximately as ref_count

    budget = ref_count(theirs) // 2
    kwargs = {"max_tokens": budget, "token_counter": "approximate", "strategy": "last"}
    mine, ref = _cs("trim_messages"), _lc().trim_messages
    assert _dumps(mine(ours, **kwargs)) == _dumps(ref(theirs, **kwargs))
    return Case(lambda: mine(ours, **kwargs), lambda: ref(theirs, **kwargs))


def _run_args_round_trip(messages: list[Any]) -> Callable[[], Any]:
    """``json.loads(json.dumps(args))`` of every tool call of an AI message that follows another:
    merging such a run, LangChain turns its calls into JSON text and parses them back, and the
    merged calls must hold what that gives (keys made strings, tuples made lists)."""
    args = [
        c["args"] for a, b in itertools.pairwise(messages) if a.type == b.type == "ai" for c in b.tool_calls
    ]
    dumps, loads = json.dumps, json.loads
    return lambda: [loads(dumps(a)) for a in args]


def merge_runs(family: Family, size: int) -> Case:
    return _same_call("merge_message_runs", family, size, _dumps, _run_args_round_trip)


def filter_msgs(family: Family, size: int) -> Case:
    return _same_call(
        "filter_messages", family, size, _dumps, include_types=["human", "ai"], exclude_tool_calls=True
    )


def _args_json(messages: list[Any]) -> Callable[[], Any]:
    """The JSON text of every tool call's arguments, by the C encoder ``json.dumps`` uses, built once
    (the one chatschema's ``convert_to_openai_messages`` uses)."""
    from chatschema.convert._openai_rules import encode_unchecked as encoder

    assert encoder is not None, "the C JSON encoder is not available"
    args = [c["args"] for m in messages if m.type == "ai" for c in m.tool_calls]
    join = "".join
    return lambda: [join(encoder(a, 0)) for a in args]


def to_openai(family: Family, size: int) -> Case:
    return _same_call("convert_to_openai_messages", family, size, lambda x: x, _args_json)


def _provider_request(name: str) -> Callable[[Family, int], Case]:
    """A provider request writer of chatschema's own (langchain_core has none to compare with).

    Strict where the family converts with nothing lost; otherwise (another provider's native
    blocks, say) with ``strict=False``, the losses' warnings silenced, so every family has a row.
    """

    def setup(family: Family, size: int) -> Case:
        messages = _unwrap(chatschema.decode(family.serialized(size), "list[SerializedMessage]"))
        convert = _cs(name)
        try:
            convert(messages)
        except chatschema.ConversionError:

            def lossy() -> Any:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", chatschema.LossWarning)
                    return convert(messages, strict=False)

            lossy()
            return Case(lossy, None)
        return Case(lambda: convert(messages), None)

    return setup


def from_langchainjs(family: Family, size: int) -> Case:
    """Reading langchainjs's stored form (as ``messages_to_langchainjs`` writes it); LangChain has none."""
    messages = _unwrap(chatschema.decode(family.serialized(size), "list[SerializedMessage]"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", chatschema.LossWarning)
        stored = json.loads(json.dumps(chatschema.messages_to_langchainjs(messages, strict=False)))
    return Case(lambda: chatschema.messages_from_langchainjs(stored), None)


def _lc_records(family: Family, size: int) -> list[dict[str, Any]]:
    """The family's conversation in LangChain's Serializable JSON form, as ``dumpd`` writes it."""
    from langchain_core.load import dumpd

    records: list[dict[str, Any]] = dumpd(family.conversation(size))
    return records


def to_lc_json(family: Family, size: int) -> Case:
    """``messages_to_lc_json`` against ``dumpd`` of the same messages (the list: a record each)."""
    from langchain_core.load import dumpd

    envs, theirs = _pair(family, size)
    ours = _unwrap(envs)
    mine = _cs("messages_to_lc_json")
    assert mine(ours) == dumpd(theirs) == _lc_records(family, size)
    return Case(lambda: mine(ours), lambda: dumpd(theirs))


def from_lc_json(family: Family, size: int) -> Case:
    """``messages_from_lc_json`` against ``load`` (message classes only) of the records ``dumpd`` wrote.

    The floor: msgspec converting the records' ``kwargs`` (each holds its type tag) into the same
    message objects, with no checks beyond msgspec's own.
    """
    from langchain_core.load import load

    from chatschema import _validation as validation
    from chatschema.messages.envelopes import AnyMessageType

    records = _lc_records(family, size)

    def theirs() -> Any:
        with warnings.catch_warnings():  # load is marked beta
            warnings.simplefilter("ignore")
            return load(records, allowed_objects="messages")

    mine = _cs("messages_from_lc_json")
    assert _dumps(mine(records)) == _dumps(theirs())
    kwargs = [r["kwargs"] for r in records]
    return Case(lambda: mine(records), theirs, lambda: validation._convert(kwargs, list[AnyMessageType]))


def _ai_sdk_read(writer: str, reader: str) -> Callable[[Family, int], Case]:
    """A reader of the Vercel AI SDK's forms, on what the writer wrote for the family (``strict=False``)."""

    def setup(family: Family, size: int) -> Case:
        messages = _unwrap(chatschema.decode(family.serialized(size), "list[SerializedMessage]"))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", chatschema.LossWarning)
            payload = json.loads(json.dumps(_cs(writer)(messages, strict=False)))
        read = _cs(reader)
        read(payload)
        return Case(lambda: read(payload), None)

    return setup


AI_SDK_OPERATIONS = [
    Operation("convert_to_ai_sdk_messages", "message", _provider_request("convert_to_ai_sdk_messages")),
    Operation(
        "convert_from_ai_sdk_messages",
        "message",
        _ai_sdk_read("convert_to_ai_sdk_messages", "convert_from_ai_sdk_messages"),
    ),
    Operation("convert_to_ai_sdk_ui_messages", "message", _provider_request("convert_to_ai_sdk_ui_messages")),
    Operation(
        "convert_from_ai_sdk_ui_messages",
        "message",
        _ai_sdk_read("convert_to_ai_sdk_ui_messages", "convert_from_ai_sdk_ui_messages"),
    ),
]
"""The Vercel AI SDK converters (issue 29), chatschema's own: no langchain_core row to compare with."""


def _total(chunks: list[Any]) -> Any:
    """``acc = acc + chunk`` over ``chunks``, as a streaming client sums them."""
    acc = chunks[0]
    for c in chunks[1:]:
        acc = acc + c
    return acc


def _both_streams(specs: list[dict[str, Any]]) -> tuple[list[Any], Case]:
    """The chunks built by chatschema, and the case summing them in each library (checked equal)."""
    lc = _lc()
    ours_chunks = [chatschema.AIMessageChunk(**s) for s in specs]
    theirs_chunks = [lc.AIMessageChunk(**s) for s in specs]
    assert _total(ours_chunks).model_dump() == _total(theirs_chunks).model_dump()
    return ours_chunks, Case(lambda: _total(ours_chunks), lambda: _total(theirs_chunks))


def stream(family: Family, count: int) -> Case:
    """``acc = acc + chunk`` over a string stream, and ``ChunkAccumulator`` over it (row of its own)."""
    ours_chunks, case = _both_streams(family.chunk_stream(count))

    def copies() -> Any:
        """One new message per step, holding the joined text: the least a non-mutating ``+`` can do."""
        replace = msgspec.structs.replace
        acc = ours_chunks[0]
        for c in ours_chunks[1:]:
            acc = replace(acc, content=acc.content + c.content)
        return acc

    accumulated = _accumulator(ours_chunks, case.ours())
    also = (("ChunkAccumulator, read once (stream)", accumulated),)
    return dataclasses.replace(case, floor=copies, also=also)


def list_stream(family: Family, count: int) -> Case:
    """``acc = acc + chunk`` over an Anthropic-style stream, whose content is a list of blocks."""
    ours_chunks, case = _both_streams(family.anthropic_stream(count))
    accumulated = _accumulator(ours_chunks, case.ours())
    return dataclasses.replace(
        case, also=(("ChunkAccumulator, read once (list-content stream)", accumulated),)
    )


def _accumulator(ours_chunks: list[Any], expected: Any) -> Callable[[], Any]:
    """``ChunkAccumulator`` over the chunks (add every one, read once), checked equal to ``expected``."""

    def accumulated() -> Any:
        acc = chatschema.ChunkAccumulator()
        for c in ours_chunks:
            acc.add(c)
        return acc.message()

    assert accumulated() == expected and chatschema.encode(accumulated()) == chatschema.encode(expected)
    return accumulated


def _otel_history(family: Family, size: int) -> list[Any]:
    from chatschema.langchain import from_langchain

    return list(from_langchain(family.conversation(size)))


def to_otel(family: Family, size: int) -> Case:
    """Issue 15's budget: converting costs less than 3 x ``encode`` of the same messages.

    No LangChain counterpart exists, so the second column is ``chatschema.encode`` of the same
    messages, and the budget holds while "speed-up" (encode time / conversion time) is above 0.33.
    """
    from chatschema.otel import from_otel_messages, to_otel_input_messages

    messages = _otel_history(family, size)
    chatschema.validate(to_otel_input_messages(messages), "OtelInputMessages")
    if family.key == "a":  # holds only what the mapping round-trips exactly (docs/otel.md), metadata included
        assert from_otel_messages(to_otel_input_messages(messages, include_metadata=True)) == messages
    return Case(lambda: to_otel_input_messages(messages), lambda: chatschema.encode(messages))


def from_otel(family: Family, size: int) -> Case:
    """``from_otel_messages``, validation included, of what ``to_otel_input_messages`` wrote."""
    from chatschema.otel import from_otel_messages, to_otel_input_messages

    messages = _otel_history(family, size)
    value = to_otel_input_messages(messages, include_metadata=True)
    back = from_otel_messages(value)
    assert to_otel_input_messages(back, include_metadata=True) == value
    if family.key == "a":
        assert back == messages
    return Case(lambda: from_otel_messages(value), lambda: chatschema.encode(messages))


OTEL_OPERATIONS = [
    Operation("to_otel_input_messages (vs chatschema.encode)", "message", to_otel),
    Operation("from_otel_messages (vs chatschema.encode)", "message", from_otel),
]
"""OpenTelemetry GenAI rows (issue 15), compared with encode rather than langchain_core."""

OPERATIONS = [
    Operation("messages_from_dict", "message", messages_from_dict),
    Operation("convert_to_messages (OpenAI dicts)", "message", convert_openai),
    Operation("JSON bytes -> messages", "message", bytes_to_messages),
    Operation("flat JSON bytes -> messages", "message", flat_bytes_to_messages),
    Operation("messages -> JSON bytes", "message", messages_to_bytes),
    Operation("validate", "message", validate),
    Operation("get_buffer_string (prefix)", "message", buffer_prefix),
    Operation("get_buffer_string (xml)", "message", buffer_xml),
    Operation("count_tokens_approximately", "message", count_tokens),
    Operation("trim_messages (last, approximate, half)", "message", trim),
    Operation("merge_message_runs", "message", merge_runs),
    Operation("filter_messages", "message", filter_msgs),
    Operation("convert_to_openai_messages", "message", to_openai),
    Operation("convert_to_anthropic_messages", "message", _provider_request("convert_to_anthropic_messages")),
    Operation("convert_to_gemini_contents", "message", _provider_request("convert_to_gemini_contents")),
    Operation(
        "convert_to_openai_responses_input", "message", _provider_request("convert_to_openai_responses_input")
    ),
    Operation("messages_to_langchainjs", "message", _provider_request("messages_to_langchainjs")),
    Operation("messages_from_langchainjs", "message", from_langchainjs),
    Operation("messages_to_lc_json (dumpd)", "message", to_lc_json),
    Operation("messages_from_lc_json (load)", "message", from_lc_json),
    Operation("acc = acc + chunk (stream)", "chunk", stream),
    Operation("acc = acc + chunk (list-content stream)", "chunk", list_stream),
    *OTEL_OPERATIONS,
    *AI_SDK_OPERATIONS,
]
