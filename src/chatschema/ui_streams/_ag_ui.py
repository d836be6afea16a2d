"""AG-UI 1.0 events (``@ag-ui/core`` 1.0.0, ``ag-ui-protocol`` 1.0.0): chunks to events and back.

Design notes: the engines in ``_writer.py`` and ``_reader.py``; the event shapes are the schema
type ``AGUIEvent`` (schemas/ui_streams.json).
"""

from __future__ import annotations

from collections.abc import AsyncIterable, Iterable
from typing import Any

from chatschema.convert._ai_sdk_parts import NAMESPACE, fields_of
from chatschema.errors import ConversionError, StreamError, ValidationError
from chatschema.messages._ai import AIMessageChunk
from chatschema.messages._tool import ToolMessage
from chatschema.ui_streams._reader import REASONING, TEXT, ChunkBuilder
from chatschema.ui_streams._reader import run as run_reader
from chatschema.ui_streams._writer import ErrorText, StreamWriter, error_text, run
from chatschema_generated import ui_streams as schema
from chatschema_generated._validators import SchemaViolation

HEADERS = {"content-type": "text/event-stream", "cache-control": "no-cache", "x-accel-buffering": "no"}
"""The headers of an AG-UI event stream response (server-sent events)."""

BLOCK_EVENT = "chatschema.content_block"
"""The name of the ``CUSTOM`` event that carries a content block AG-UI has no event for (a file)."""

PASSED_ON = frozenset(("CUSTOM", "RAW"))
"""Event types a ``non_standard`` block may hold to be written as it is."""

_MEDIA = {"image": "image", "audio": "audio", "video": "video", "file": "document"}
_FROM_MEDIA = {"image": "image", "audio": "audio", "video": "video", "document": "file"}

_TOKENS = (
    ("input_tokens", "inputTokens"),
    ("output_tokens", "outputTokens"),
    ("total_tokens", "totalTokens"),
)
_DETAILS = (
    ("output_token_details", "reasoning", "reasoningTokens"),
    ("input_token_details", "cache_read", "cachedInputTokens"),
    ("input_token_details", "cache_creation", "cacheWriteInputTokens"),
)

Message = AIMessageChunk | ToolMessage


def _count(value: Any) -> int | None:
    return value if type(value) is int and value >= 0 else None


def token_usage(usage: dict[str, Any], response_metadata: dict[str, Any]) -> dict[str, Any]:
    """A LangChain ``usage_metadata`` as an AG-UI ``TokenUsage`` entry.

    Example:
        >>> token_usage({"input_tokens": 10, "output_tokens": 4, "total_tokens": 14,
        ...              "output_token_details": {"reasoning": 2}}, {"model_name": "m"})
        {'model': 'm', 'inputTokens': 10, 'outputTokens': 4, 'totalTokens': 14, 'reasoningTokens': 2}
    """
    entry: dict[str, Any] = {}
    for key, name in (("model_provider", "provider"), ("model_name", "model")):
        if isinstance(response_metadata.get(key), str):
            entry[name] = response_metadata[key]
    for key, name in _TOKENS:
        count = _count(usage.get(key))
        if count is not None:
            entry[name] = count
    for group, key, name in _DETAILS:
        details = usage.get(group)
        count = _count(details.get(key)) if isinstance(details, dict) else None
        if count is not None:
            entry[name] = count
    return entry


def _part(block: Any) -> dict[str, Any]:
    """A tool message's content item as an AG-UI content part."""
    if isinstance(block, str):
        return {"type": "text", "text": block}
    kind = block.get("type")
    if kind == "text":
        return {"type": "text", "text": block.get("text", "")}
    if kind in _MEDIA:
        mime = block.get("mime_type")
        if block.get("base64") is not None and mime:
            source = {"type": "data", "value": block["base64"], "mimeType": mime}
        elif block.get("url") is not None:
            source = {"type": "url", "value": block["url"]}
        elif block.get("file_id") is not None:
            source = {"type": "file", "value": block["file_id"]}
        else:
            raise ConversionError(f"a {kind} block with no base64, url or file_id has no AG-UI source")
        if mime and source["type"] != "data":
            source["mimeType"] = mime
        return {"type": _MEDIA[kind], "source": source}
    raise ConversionError(f"a tool result block of type {kind!r} has no AG-UI content part")


def _block(part: dict[str, Any]) -> dict[str, Any]:
    """An AG-UI content part as a content block."""
    if part["type"] == "text":
        return {"type": "text", "text": part["text"]}
    source = part["source"]
    block: dict[str, Any] = {"type": _FROM_MEDIA[part["type"]]}
    block[{"data": "base64", "url": "url", "file": "file_id"}[source["type"]]] = source["value"]
    if "mimeType" in source:
        block["mime_type"] = source["mimeType"]
    return block


class AGUIWriter(StreamWriter):
    """Chunks -> AG-UI events."""

    def __init__(self, thread_id: str, run_id: str, on_error: ErrorText) -> None:
        super().__init__()
        self.thread_id = thread_id
        self.run_id = run_id
        self.error_text = on_error
        self.message_id = ""
        self.has_text = False
        self.usage: dict[tuple[Any, Any], dict[str, Any]] = {}

    def on_start(self, first_id: str | None) -> None:
        self.out.append({"type": "RUN_STARTED", "threadId": self.thread_id, "runId": self.run_id})

    def on_step_start(self) -> None:
        self.message_id = self.step_id or f"{self.run_id}-{self.step}"
        self.has_text = False
        self.out.append({"type": "STEP_STARTED", "stepName": f"step-{self.step}"})

    def part_id(self, kind: str, number: int) -> str:
        if kind == TEXT and not self.has_text:
            self.has_text = True
            return self.message_id  # the assistant message that the step's tool calls belong to
        return f"{self.message_id}-{number}"

    def on_part_open(self, kind: str, part_id: str, index: Any) -> None:
        if kind == TEXT:
            self.out.append({"type": "TEXT_MESSAGE_START", "messageId": part_id, "role": "assistant"})
        else:
            self.out.append({"type": "REASONING_START", "messageId": part_id})
            self.out.append({"type": "REASONING_MESSAGE_START", "messageId": part_id, "role": "reasoning"})

    def on_part_delta(self, kind: str, part_id: str, text: str) -> None:
        kind_name = "TEXT_MESSAGE" if kind == TEXT else "REASONING_MESSAGE"
        self.out.append({"type": f"{kind_name}_CONTENT", "messageId": part_id, "delta": text})

    def on_part_close(self, kind: str, part_id: str) -> None:
        if kind == TEXT:
            self.out.append({"type": "TEXT_MESSAGE_END", "messageId": part_id})
        else:
            self.out.append({"type": "REASONING_MESSAGE_END", "messageId": part_id})
            self.out.append({"type": "REASONING_END", "messageId": part_id})

    def on_file(self, block: dict[str, Any]) -> None:
        value = {key: item for key, item in block.items() if key != "index"}
        self.out.append({"type": "CUSTOM", "name": BLOCK_EVENT, "value": value})

    def on_event(self, event: dict[str, Any]) -> None:
        if event.get("type") in PASSED_ON:
            self.out.append(event)
        else:
            super().on_event(event)

    def on_tool_open(self, call_id: str, name: str) -> None:
        self.out.append(
            {
                "type": "TOOL_CALL_START",
                "toolCallId": call_id,
                "toolCallName": name,
                "parentMessageId": self.message_id,
            }
        )

    def on_tool_delta(self, call_id: str, text: str) -> None:
        self.out.append({"type": "TOOL_CALL_ARGS", "toolCallId": call_id, "delta": text})

    def on_tool_close(self, call_id: str, name: str, args: str, parsed: dict[str, Any] | None) -> None:
        self.out.append({"type": "TOOL_CALL_END", "toolCallId": call_id})

    def on_tool_result(self, message: ToolMessage) -> None:
        content = message.content
        event: dict[str, Any] = {
            "type": "TOOL_CALL_RESULT",
            "messageId": message.id or f"{message.tool_call_id}-result",
            "toolCallId": message.tool_call_id,
            "content": content if isinstance(content, str) else [_part(item) for item in content],
            "role": "tool",
        }
        own = fields_of(message)  # the message's own fields (status, name, artifact...); id as messageId
        own.pop("id", None)
        if message.id is None:
            own["id"] = None
        if own:
            event["metadata"] = {NAMESPACE: own}
        self.out.append(event)

    def on_step_end(self, meta: dict[str, Any]) -> None:
        event: dict[str, Any] = {"type": "STEP_FINISHED", "stepName": f"step-{self.step}"}
        if meta:
            event["metadata"] = {"chatschema": meta}
        usage = meta.get("usage_metadata")
        if usage:
            entry = token_usage(usage, meta.get("response_metadata", {}))
            key = (entry.get("provider"), entry.get("model"))
            total = self.usage.setdefault(key, {k: v for k, v in entry.items() if k in ("provider", "model")})
            for name, count in entry.items():
                if name not in ("provider", "model"):
                    total[name] = total.get(name, 0) + count
        self.out.append(event)

    def on_finish(self, reason: str | None) -> None:
        event: dict[str, Any] = {"type": "RUN_FINISHED", "threadId": self.thread_id, "runId": self.run_id}
        if self.usage:
            event["usage"] = list(self.usage.values())
        self.out.append(event)

    def on_error(self, error: Exception) -> None:
        self.out.append(
            {"type": "RUN_ERROR", "message": self.error_text(error), "code": type(error).__name__}
        )


def to_ag_ui_events(
    chunks: Iterable[Message] | AsyncIterable[Message],
    *,
    thread_id: str,
    run_id: str,
    on_error: ErrorText = error_text,
) -> Any:
    """The AG-UI events of a model's answer, chunk by chunk.

    Reads ``AIMessageChunk``s, and ``ToolMessage``s between steps, and yields AG-UI 1.0 events
    as plain dicts (the schema type ``AGUIEvent``): ``RUN_STARTED`` at once; for each step (one
    model call: the chunks up to one whose ``chunk_position`` is ``"last"``, or up to a
    ``ToolMessage``) ``STEP_STARTED`` (``stepName`` ``step-1``, ``step-2``...), a text message
    per text part (``TEXT_MESSAGE_START``/``CONTENT``/``END``; the first one's ``messageId`` is
    the step's message id: the chunk's ``id``, or ``<run_id>-<step>``), a reasoning message per
    reasoning part (``REASONING_START``, ``REASONING_MESSAGE_START``/``CONTENT``/``END``,
    ``REASONING_END``), tool calls (``TOOL_CALL_START`` with the step's message as parent,
    ``TOOL_CALL_ARGS`` for each piece of the arguments, ``TOOL_CALL_END``), and
    ``STEP_FINISHED`` whose ``metadata.chatschema`` holds the step's ``id``, ``usage_metadata``,
    ``response_metadata``, ``additional_kwargs`` and ``name`` (its chunks' name: chunk addition
    keeps none, and two names in a step end the run with ``RUN_ERROR``); each ``ToolMessage``
    as ``TOOL_CALL_RESULT`` (``messageId`` its ``id``, or ``<tool_call_id>-result``;
    ``metadata.chatschema.status`` is ``"error"`` for a failed tool); and ``RUN_FINISHED``, whose
    ``usage`` sums the steps' token counts by provider and model. A file block is a ``CUSTOM``
    event named ``chatschema.content_block``; a ``non_standard`` block whose value is a
    ``CUSTOM`` or ``RAW`` event is written as it is.

    Each event is yielded as soon as the chunk that makes it arrives. An exception raised by the
    producer (or a chunk the stream cannot carry) closes the open messages and ends the run with
    ``RUN_ERROR``: everything yielded before it stands.

    Args:
        chunks: A sync or async iterable of ``AIMessageChunk`` and ``ToolMessage``.
        thread_id: The ``threadId`` of the run.
        run_id: The ``runId`` of the run.
        on_error: The ``message`` of ``RUN_ERROR`` for an exception; by default its type and
            message.

    Returns:
        A generator of events for a sync iterable, an async generator for an async one.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> chunks = [AIMessageChunk("Hi", id="m1", chunk_position="last")]
        >>> for event in to_ag_ui_events(chunks, thread_id="t1", run_id="r1"):
        ...     print(event)
        {'type': 'RUN_STARTED', 'threadId': 't1', 'runId': 'r1'}
        {'type': 'STEP_STARTED', 'stepName': 'step-1'}
        {'type': 'TEXT_MESSAGE_START', 'messageId': 'm1', 'role': 'assistant'}
        {'type': 'TEXT_MESSAGE_CONTENT', 'messageId': 'm1', 'delta': 'Hi'}
        {'type': 'TEXT_MESSAGE_END', 'messageId': 'm1'}
        {'type': 'STEP_FINISHED', 'stepName': 'step-1', 'metadata': {'chatschema': {'id': 'm1'}}}
        {'type': 'RUN_FINISHED', 'threadId': 't1', 'runId': 'r1'}
    """
    return run(AGUIWriter(thread_id, run_id, on_error), chunks)


# ---------------------------------------------------------------------------------------- reading


def _check(event: Any, path: str) -> dict[str, Any]:
    try:
        schema.check_AGUIEvent(event, path)
    except SchemaViolation as error:
        raise ValidationError(error.message, error.path) from None
    result: dict[str, Any] = event
    return result


class AGUIReader:
    """AG-UI events -> chunks, one event at a time."""

    def __init__(self) -> None:
        self.b = ChunkBuilder()
        self.count = 0
        self.last_text: str | None = None
        self.last_reasoning: str | None = None
        self.last_call: str | None = None
        self.done = False

    def _chunk_id(self, e: dict[str, Any], last: str | None, path: str, what: str) -> str:
        found = e.get("messageId" if what != "toolCallId" else "toolCallId", last)
        if found is None:
            raise ValidationError(f"a chunk event with no {what}, and no earlier one to continue", path)
        return str(found)

    def read(self, event: Any) -> list[Message]:
        """The chunks of one event."""
        path = f"$[{self.count}]"
        self.count += 1
        if self.done:
            raise ValidationError("an event after the run ended", path)
        e = _check(event, path)
        b = self.b
        out: list[Any]
        match e["type"]:
            case "STEP_STARTED":
                out = [b.step_start()]
            case "STEP_FINISHED":
                out = [b.metadata(e.get("metadata"), f"{path}.metadata"), b.step_end()]
            case "TEXT_MESSAGE_START":
                _assistant_text(e, path)
                b.part_start(e["messageId"], TEXT, f"{path}.messageId")
                self.last_text = e["messageId"]
                out = []
            case "TEXT_MESSAGE_CONTENT":
                out = [b.part_delta(e["messageId"], TEXT, e["delta"], f"{path}.messageId")]
            case "TEXT_MESSAGE_END":
                b.part_end(e["messageId"], TEXT, f"{path}.messageId")
                out = []
            case "TEXT_MESSAGE_CHUNK":
                _assistant_text(e, path)
                self.last_text = self._chunk_id(e, self.last_text, path, "messageId")
                out = [
                    b.part_delta(self.last_text, TEXT, e.get("delta", ""), f"{path}.messageId", implicit=True)
                ]
            case "REASONING_MESSAGE_START":
                b.part_start(e["messageId"], REASONING, f"{path}.messageId")
                self.last_reasoning = e["messageId"]
                out = []
            case "REASONING_MESSAGE_CONTENT":
                out = [b.part_delta(e["messageId"], REASONING, e["delta"], f"{path}.messageId")]
            case "REASONING_MESSAGE_END":
                b.part_end(e["messageId"], REASONING, f"{path}.messageId")
                out = []
            case "REASONING_MESSAGE_CHUNK":
                self.last_reasoning = self._chunk_id(e, self.last_reasoning, path, "messageId")
                delta = e.get("delta", "")
                out = [
                    b.part_delta(self.last_reasoning, REASONING, delta, f"{path}.messageId", implicit=True)
                ]
            case "TOOL_CALL_START":
                out = [b.tool_start(e["toolCallId"], e["toolCallName"], f"{path}.toolCallId")]
                self.last_call = e["toolCallId"]
            case "TOOL_CALL_ARGS":
                out = [b.tool_delta(e["toolCallId"], e["delta"], f"{path}.toolCallId")]
            case "TOOL_CALL_END":
                b.tool_known(e["toolCallId"], f"{path}.toolCallId")
                out = []
            case "TOOL_CALL_CHUNK":
                call_id = self._chunk_id(e, self.last_call, path, "toolCallId")
                if call_id not in b.calls:
                    if not e.get("toolCallName"):
                        raise ValidationError(
                            f"the first chunk of the tool call {call_id!r} names no tool",
                            f"{path}.toolCallName",
                        )
                    out = [
                        b.tool_start(call_id, e["toolCallName"], f"{path}.toolCallId", e.get("delta") or None)
                    ]
                else:
                    out = [b.tool_delta(call_id, e.get("delta", ""), f"{path}.toolCallId")]
                self.last_call = call_id
            case "TOOL_CALL_RESULT":
                own = e.get("metadata", {}).get(NAMESPACE)
                fields = {"id": e["messageId"], **(own if type(own) is dict else {})}
                status = fields.pop("status", "success")
                content = e["content"]
                blocks = content if isinstance(content, str) else [_block(part) for part in content]
                out = list(b.tool_result(e["toolCallId"], blocks, path, status=status, fields=fields))
            case "CUSTOM" if e["name"] == BLOCK_EVENT and type(e["value"]) is dict:
                out = [b.block(e["value"])]
            case "RUN_FINISHED":
                self.done = True
                out = [b.step_end()]
            case "RUN_ERROR":
                raise StreamError(e["message"], path)
            case _:
                # RUN_STARTED, REASONING_START/END (a span of reasoning messages), and the events that
                # carry no message content: state, snapshots, activity, raw, custom, subagents.
                out = []
        return [chunk for chunk in out if chunk is not None]

    def close(self) -> list[Message]:
        """The chunks that end the stream."""
        end = self.b.step_end()
        return [] if end is None else [end]


def from_ag_ui_events(events: Iterable[Any] | AsyncIterable[Any]) -> Any:
    """Message chunks from AG-UI events, event by event.

    The inverse of :func:`to_ag_ui_events`: the sum of the chunks read (``ChunkAccumulator``,
    a step at a time, with the ``ToolMessage``s between steps) equals the sum of the chunks that
    were written. Events from any AG-UI producer are read the same way: an assistant's text
    messages and the reasoning messages become ``text`` and ``reasoning`` blocks indexed by the
    order they open in the step (the ``*_CHUNK`` shorthands too); tool calls become
    ``tool_call_chunks``; ``TOOL_CALL_RESULT`` a ``ToolMessage`` (its ``messageId`` the
    message's id); a ``CUSTOM`` event named ``chatschema.content_block`` the block it holds;
    ``STEP_FINISHED``'s ``metadata.chatschema`` (what the writer adds) the step's ``id``,
    ``usage_metadata``, ``response_metadata``, ``additional_kwargs`` and ``name``; the end of
    a step a chunk with ``chunk_position="last"``. Events that carry no message content (state, snapshots,
    activity, raw and other custom events, subagents, encrypted reasoning) are skipped;
    ``RUN_FINISHED`` ends the stream.

    Args:
        events: A sync or async iterable of parsed AG-UI events (dicts).

    Returns:
        A generator of ``AIMessageChunk`` and ``ToolMessage`` for a sync iterable, an async
        generator for an async one.

    Raises:
        ValidationError: An event that is not an AG-UI event, or that does not follow from the
            events before it (content for a message that was never started, a user's text);
            ``path`` is ``$[i]...`` for the ``i``-th event. Every chunk of the events before it
            was yielded first.
        StreamError: The stream's ``RUN_ERROR``, at its path.

    Example:
        >>> events = [{"type": "RUN_STARTED", "threadId": "t", "runId": "r"},
        ...           {"type": "TEXT_MESSAGE_CHUNK", "messageId": "m", "delta": "Hi"},
        ...           {"type": "RUN_FINISHED", "threadId": "t", "runId": "r"}]
        >>> for chunk in from_ag_ui_events(events):
        ...     print(repr(chunk.content), chunk.chunk_position)
        [{'type': 'text', 'text': 'Hi', 'index': 0}] None
        [] last
    """
    return run_reader(AGUIReader(), events)


def _assistant_text(e: dict[str, Any], path: str) -> None:
    """Refuse a text event of another role than the assistant's (AI message chunks hold only those)."""
    if e.get("role", "assistant") != "assistant":
        raise ValidationError("only an assistant's text is read into AI message chunks", f"{path}.role")
