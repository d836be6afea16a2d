"""The Vercel AI SDK's UI message stream (``ai`` 6, header ``x-vercel-ai-ui-message-stream: v1``):
chunks to its events and back.

Design notes: the engines in ``_writer.py`` and ``_reader.py``; the event shapes are the schema
type ``AISDKUIMessageChunk`` (schemas/ui_streams.json).
"""

from __future__ import annotations

import base64
from collections.abc import AsyncIterable, Iterable, Sequence
from typing import Any

from chatschema._validation import validate
from chatschema.convert._ai_sdk_parts import NAMESPACE, STEPS, fields_of, json_text, step_id
from chatschema.convert._ai_sdk_ui import continued as continued_steps
from chatschema.errors import StreamError, ValidationError
from chatschema.messages._ai import AIMessage, AIMessageChunk
from chatschema.messages._tool import ToolMessage
from chatschema.ui_streams._reader import REASONING, TEXT, ChunkBuilder
from chatschema.ui_streams._reader import run as run_reader
from chatschema.ui_streams._writer import ErrorText, StreamWriter, error_text, run
from chatschema_generated import ui_streams as schema
from chatschema_generated._validators import SchemaViolation

HEADERS = {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    "connection": "keep-alive",
    "x-vercel-ai-ui-message-stream": "v1",
    "x-accel-buffering": "no",
}
"""The headers of a UI message stream response, as the AI SDK's own responses send them."""

PASSED_ON = ("source-url", "source-document")
"""Event types a ``non_standard`` block may hold to be written as it is (and ``data-*``)."""

Message = AIMessageChunk | ToolMessage


def continued_message(original_messages: Any) -> dict[str, Any] | None:
    """The assistant UI message a stream continues: the last of ``original_messages`` when it is
    one (checked as an ``AISDKUIMessage``, at its index), else None."""
    if original_messages is None:
        return None
    if not isinstance(original_messages, list | tuple):
        raise ValidationError("expected a list of UIMessage", "$")
    if not original_messages:
        return None
    last = original_messages[-1]
    try:
        validate(last, "AISDKUIMessage")
    except ValidationError as error:
        raise error.under(f"$[{len(original_messages) - 1}]") from None
    return last if last["role"] == "assistant" else None


class AISDKWriter(StreamWriter):
    """Chunks -> UI message stream chunks."""

    def __init__(
        self, message_id: str | None, on_error: ErrorText, continued: dict[str, Any] | None = None
    ) -> None:
        super().__init__()
        self.message_id = message_id
        self.sent_id: str | None = None
        self.tool_names: dict[str, str] = {}
        if continued is not None:
            # the message's id, and its steps and calls: the stream's steps follow them
            self.message_id = continued["id"]
            self.step, self.tool_names = continued_steps(continued)
        self.error_text = on_error
        self.plain = True
        """The step's parts are plain text parts (and tool parts) alone: its content reads back as a
        string unless ``list_content`` says otherwise."""

    def on_start(self, first_id: str | None) -> None:
        self.sent_id = self.message_id or first_id
        event: dict[str, Any] = {"type": "start"}
        if self.sent_id is not None:
            event["messageId"] = self.sent_id
        self.out.append(event)

    def on_step_start(self) -> None:
        self.plain = True
        self.out.append({"type": "start-step"})

    def on_part_open(self, kind: str, part_id: str, index: Any) -> None:
        self.plain = self.plain and kind == "text" and index is None
        event: dict[str, Any] = {"type": f"{kind}-start", "id": part_id}
        if index is not None:  # the block's index, where convert_to_ai_sdk_ui_messages keeps it
            event["providerMetadata"] = {NAMESPACE: {"index": index}}
        self.out.append(event)

    def on_part_delta(self, kind: str, part_id: str, text: str) -> None:
        self.out.append({"type": f"{kind}-delta", "id": part_id, "delta": text})

    def on_part_close(self, kind: str, part_id: str) -> None:
        self.out.append({"type": f"{kind}-end", "id": part_id})

    def on_file(self, block: dict[str, Any]) -> None:
        mime = block.get("mime_type")
        url = block.get("url")
        if url is None and block.get("base64") is not None and mime:
            url = f"data:{mime};base64,{block['base64']}"
        if not isinstance(url, str) or not isinstance(mime, str):
            super().on_event({"type": block.get("type")})  # a file the stream cannot point at: raises
        self.plain = False
        self.out.append({"type": "file", "url": url, "mediaType": mime})

    def on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if isinstance(kind, str) and (kind.startswith("data-") or kind in PASSED_ON):
            self.plain = False
            self.out.append(event)
        else:
            super().on_event(event)

    def on_tool_open(self, call_id: str, name: str) -> None:
        self.tool_names[call_id] = name
        self.out.append({"type": "tool-input-start", "toolCallId": call_id, "toolName": name})

    def on_tool_delta(self, call_id: str, text: str) -> None:
        self.out.append({"type": "tool-input-delta", "toolCallId": call_id, "inputTextDelta": text})

    def on_tool_close(self, call_id: str, name: str, args: str, parsed: dict[str, Any] | None) -> None:
        event: dict[str, Any] = {"type": "tool-input-available", "toolCallId": call_id, "toolName": name}
        if parsed is None:
            event["type"] = "tool-input-error"
            event["input"] = args
            event["errorText"] = "The arguments of the tool call are not a JSON object."
        else:
            event["input"] = parsed
        self.out.append(event)

    def on_tool_result(self, message: ToolMessage) -> None:
        event: dict[str, Any] = {"type": "tool-output-available", "toolCallId": message.tool_call_id}
        if message.status == "error":
            event["type"] = "tool-output-error"
            event["errorText"] = (
                message.content if isinstance(message.content, str) else json_text(message.content)
            )
        else:
            event["output"] = message.content
        # the tool message's own fields (id, name, artifact...), as convert_to_ai_sdk_ui_messages keeps
        # them: a name only when it is not the tool's, and no name as null
        own = fields_of(message)
        own.pop("status", None)
        if message.name is None:
            own["name"] = None
        elif message.name == self.tool_names.get(message.tool_call_id):
            own.pop("name", None)
        if own:
            event["providerMetadata"] = {NAMESPACE: own}
        self.out.append(event)

    def on_step_end(self, meta: dict[str, Any]) -> None:
        # the step's own fields as convert_to_ai_sdk_ui_messages writes them: the first step's in
        # metadata.chatschema, a later one's in metadata.chatschema.steps under its number. The
        # client merges message-metadata objects key by key, so each event holds its step's fields
        # alone (linear in the number of steps). An id is kept only when it is
        # not the one the reader gives (the UI message's, then <id>-<step>); list_content only
        # where the parts would read back as a string
        fields = {key: value for key, value in meta.items() if key != "list_content"}
        own = fields_of(AIMessage(content="", **fields))
        given = own.pop("id", None)
        later = self.step - 1
        expected = self.sent_id if not later or self.sent_id is None else step_id(self.sent_id, later)
        if given is None or given != expected:
            own["id"] = given
        if "list_content" in meta and self.plain:
            own["list_content"] = True
        if later and own:
            own = {STEPS: {str(later): own}}
        if own:
            self.out.append({"type": "message-metadata", "messageMetadata": {NAMESPACE: own}})
        self.out.append({"type": "finish-step"})

    def on_finish(self, reason: str | None) -> None:
        self.out.append({"type": "finish"} if reason is None else {"type": "finish", "finishReason": reason})

    def on_error(self, error: Exception) -> None:
        self.out.append({"type": "error", "errorText": self.error_text(error)})
        self.out.append({"type": "finish", "finishReason": "error"})


def to_ai_sdk_stream(
    chunks: Iterable[Message] | AsyncIterable[Message],
    *,
    message_id: str | None = None,
    original_messages: Sequence[Any] | None = None,
    on_error: ErrorText = error_text,
) -> Any:
    """The Vercel AI SDK UI message stream of a model's answer, chunk by chunk.

    Reads ``AIMessageChunk``s, and ``ToolMessage``s between steps, and yields the events of the UI
    message stream that ``ai`` 6 writes (``x-vercel-ai-ui-message-stream: v1``), as plain dicts
    (the schema type ``AISDKUIMessageChunk``): ``start``; for each step (one model call: the
    chunks up to one whose ``chunk_position`` is ``"last"``, or up to a ``ToolMessage``)
    ``start-step``, text and reasoning parts (``text-start``/``-delta``/``-end``, by content
    index), tool calls (``tool-input-start``, ``tool-input-delta`` for each piece of the
    arguments, then ``tool-input-available`` with the complete input, or ``tool-input-error``
    when the arguments are not a JSON object), files, a ``message-metadata`` event and
    ``finish-step``; each ``ToolMessage`` as ``tool-output-available`` (``tool-output-error``
    when its status is ``"error"``); and ``finish`` with the last step's finish reason. A
    ``non_standard`` block whose value is a ``data-*``, ``source-url`` or ``source-document``
    event is written as it is.

    What the stream has no field for goes under the ``chatschema`` key, where
    ``convert_to_ai_sdk_ui_messages`` keeps it, so that the UI message a client builds from the
    stream is that function's message for the same answer: a block's content index in the
    part's ``providerMetadata``; a step's own fields (``usage_metadata``, ``response_metadata``,
    ``additional_kwargs``, ``name`` (its chunks' name: chunk addition keeps none, and two names
    in a step end the stream with an error), ``id`` when it is not the one the reader gives,
    ``list_content`` when its content came as lists and its parts would read back as a string)
    in ``messageMetadata``: the first step's as ``{"chatschema": {...}}``, a later step's as its entry alone,
    ``{"chatschema": {"steps": {"<k>": {...}}}}`` (``k`` = 1 for the second step, the number in
    its id ``<id>-<k>``). The client merges the objects of these events key by key, so the
    message's metadata it builds holds every step's entry, while the stream carries each once
    (no event for a step without fields). A ``ToolMessage``'s
    own fields (``id``, ``name``, ``artifact``...) go in the output's ``providerMetadata`` (the
    part's ``resultProviderMetadata``).

    With ``original_messages`` (the UI messages the client sent, as the AI SDK's
    ``originalMessages``) whose last is an assistant message, the stream continues that message,
    as a client does after a client-side tool's result (``addToolResult``, then the chat sends
    its messages again): ``start`` carries its id, its steps (as
    ``convert_from_ai_sdk_ui_messages`` reads them) keep their numbers and the stream's first
    step takes the next (its fields in ``steps["<k>"]``, its id ``<id>-<k>`` when it names
    none), and a tool result may answer one of its calls. The message the client builds is then
    ``convert_to_ai_sdk_ui_messages`` of the whole turn: the message's steps, then the stream's.

    Each event is yielded as soon as the chunk that makes it arrives; only a tool call's
    arguments are kept until the call ends. An exception raised by the producer (or a chunk the
    stream cannot carry) ends the stream with an ``error`` event and ``finish``
    (``finishReason: "error"``): everything yielded before it stands. An empty text or argument
    delta writes nothing.

    Args:
        chunks: A sync or async iterable of ``AIMessageChunk`` and ``ToolMessage``.
        message_id: The ``messageId`` of ``start`` for a new message; by default the first
            chunk's ``id`` (none when it has none). A continued message keeps its own id.
        original_messages: The client's UI messages: when the last is an assistant message, the
            stream continues it. Only the last is read (and checked).
        on_error: The text of the ``error`` event for an exception; by default its type and
            message (pass a function that hides them from clients when they may be sensitive).

    Returns:
        A generator of events for a sync iterable, an async generator for an async one.

    Raises:
        ValidationError: The last of ``original_messages`` is not a ``UIMessage`` (the
            ``AISDKUIMessage`` schema type), with its path (``$[<index>]...``); raised by the
            call, before any event.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> chunks = [AIMessageChunk("Hel", id="m1"), AIMessageChunk("lo", chunk_position="last")]
        >>> for event in to_ai_sdk_stream(chunks):
        ...     print(event)
        {'type': 'start', 'messageId': 'm1'}
        {'type': 'start-step'}
        {'type': 'text-start', 'id': '1-1'}
        {'type': 'text-delta', 'id': '1-1', 'delta': 'Hel'}
        {'type': 'text-delta', 'id': '1-1', 'delta': 'lo'}
        {'type': 'text-end', 'id': '1-1'}
        {'type': 'finish-step'}
        {'type': 'finish'}

        A second step's own fields, in its entry ``"1"`` of ``steps`` (its id ``m1-1`` is the one read back):

        >>> from chatschema import ToolMessage
        >>> usage = {"input_tokens": 1, "output_tokens": 2, "total_tokens": 3}
        >>> call = {"name": "weather", "args": "{}", "id": "c1", "index": 0}
        >>> turn = [AIMessageChunk("", id="m1", tool_call_chunks=[call], chunk_position="last"),
        ...         ToolMessage("18C", tool_call_id="c1"),
        ...         AIMessageChunk("Sunny.", id="m1-1", usage_metadata=usage, chunk_position="last")]
        >>> for event in to_ai_sdk_stream(turn):
        ...     if event["type"] == "message-metadata":
        ...         print(event["messageMetadata"]["chatschema"]["steps"])
        {'1': {'usage_metadata': {'input_tokens': 1, 'output_tokens': 2, 'total_tokens': 3}}}

        Continuing the assistant message the client sent back with a client-side tool's result
        (its one step is step 0: the stream's is step 1, the second of the message):

        >>> weather = {"type": "tool-weather", "toolCallId": "c1", "state": "output-available",
        ...            "input": {}, "output": "18C"}
        >>> sent = [{"id": "u1", "role": "user", "parts": [{"type": "text", "text": "Weather?"}]},
        ...         {"id": "m1", "role": "assistant", "parts": [{"type": "step-start"}, weather]}]
        >>> answer = [AIMessageChunk("Sunny.", id="run-2", chunk_position="last")]
        >>> for event in to_ai_sdk_stream(answer, original_messages=sent):
        ...     print(event)
        {'type': 'start', 'messageId': 'm1'}
        {'type': 'start-step'}
        {'type': 'text-start', 'id': '2-1'}
        {'type': 'text-delta', 'id': '2-1', 'delta': 'Sunny.'}
        {'type': 'text-end', 'id': '2-1'}
        {'type': 'message-metadata', 'messageMetadata': {'chatschema': {'steps': {'1': {'id': 'run-2'}}}}}
        {'type': 'finish-step'}
        {'type': 'finish'}
    """
    writer = AISDKWriter(message_id, on_error, continued_message(original_messages))
    return run(writer, chunks)


# ---------------------------------------------------------------------------------------- reading


def _check(event: Any, path: str) -> dict[str, Any]:
    try:
        schema.check_AISDKUIMessageChunk(event, path)
    except SchemaViolation as error:
        raise ValidationError(error.message, error.path) from None
    result: dict[str, Any] = event
    return result


def _own(event: dict[str, Any]) -> dict[str, Any]:
    """The ``chatschema`` entry of an event's ``providerMetadata`` (what the writer keeps there)."""
    own = event.get("providerMetadata", {}).get(NAMESPACE)
    return own if type(own) is dict else {}


def _file_block(event: dict[str, Any]) -> dict[str, Any]:
    """A ``file`` event as a content block: image, audio, video or file by media type."""
    mime: str = event["mediaType"]
    major = mime.split("/", 1)[0]
    kind = major if major in ("image", "audio", "video") else "file"
    url: str = event["url"]
    head, comma, data = url.partition(",")
    if url.startswith("data:") and comma and head.endswith(";base64"):
        try:
            base64.b64decode(data, validate=True)
        except ValueError:
            pass
        else:
            return {"type": kind, "base64": data, "mime_type": mime}
    return {"type": kind, "url": url, "mime_type": mime}


class StepBuilder(ChunkBuilder):
    """The chunk builder of a UI message stream: a step after the first that names no id has the
    one ``convert_from_ai_sdk_ui_messages`` gives it in the UI message the client builds."""

    def default_id(self) -> str | None:
        later = self.step_count - 1
        return self.message_id if later <= 0 or self.message_id is None else step_id(self.message_id, later)


class AISDKReader:
    """UI message stream events -> chunks, one event at a time."""

    def __init__(self, continued: dict[str, Any] | None = None) -> None:
        self.b = StepBuilder()
        self.count = 0
        self.continued = continued
        if continued is not None:
            # the steps and calls of the message the stream continues: its steps follow them
            self.b.message_id = continued["id"]
            self.b.step_count, self.b.tool_names = continued_steps(continued)
        self.finish_reason: str | None = None
        self.done = False

    def read(self, event: Any) -> list[Message]:
        """The chunks of one event (``done`` is set after ``abort``)."""
        path = f"$[{self.count}]"
        self.count += 1
        if self.done:
            raise ValidationError("an event after the stream was aborted", path)
        e = _check(event, path)
        b = self.b
        out: list[Any]
        match e["type"]:
            case "start":
                given = e.get("messageId")
                if self.continued is not None and given is not None and given != self.continued["id"]:
                    # another message's id: a new message (the client's reader starts one too)
                    b.step_count, b.tool_names = 0, {}
                if given is not None or self.continued is None:
                    b.message_id = given
                out = [self.metadata(e.get("messageMetadata"), f"{path}.messageMetadata")]
            case "start-step":
                out = [b.step_start()]
            case "finish-step":
                out = [b.step_end()]
            case "text-start" | "reasoning-start":
                index = _own(e).get("index")
                if not isinstance(index, int | str) or isinstance(index, bool):
                    index = None
                b.part_start(e["id"], e["type"].partition("-")[0], f"{path}.id", index)
                out = []
            case "text-delta":
                out = [b.part_delta(e["id"], TEXT, e["delta"], f"{path}.id")]
            case "reasoning-delta":
                out = [b.part_delta(e["id"], REASONING, e["delta"], f"{path}.id")]
            case "text-end" | "reasoning-end":
                b.part_end(e["id"], e["type"].partition("-")[0], f"{path}.id")
                out = []
            case "tool-input-start":
                out = [b.tool_start(e["toolCallId"], e["toolName"], f"{path}.toolCallId")]
            case "tool-input-delta":
                out = [b.tool_delta(e["toolCallId"], e["inputTextDelta"], f"{path}.toolCallId")]
            case "tool-input-available":
                out = [
                    b.tool_input(e["toolCallId"], e["toolName"], json_text(e["input"]), f"{path}.toolCallId")
                ]
            case "tool-input-error":
                raw = e["input"]
                args = raw if isinstance(raw, str) else json_text(raw)
                out = [b.tool_input(e["toolCallId"], e["toolName"], args, f"{path}.toolCallId")]
            case "tool-output-available":
                if e.get("preliminary") is True:
                    out = []  # an interim output: the final one follows
                else:
                    out = list(b.tool_result(e["toolCallId"], e["output"], path, fields=_own(e), named=True))
            case "tool-output-error":
                out = list(
                    b.tool_result(
                        e["toolCallId"], e["errorText"], path, status="error", fields=_own(e), named=True
                    )
                )
            case "tool-output-denied":
                denied = "The user denied the tool call."
                out = list(b.tool_result(e["toolCallId"], denied, path, status="error", named=True))
            case "tool-approval-request":
                out = []  # a question to the user, not part of the message
            case "file":
                out = [b.block(_file_block(e))]
            case "source-url" | "source-document":
                out = [b.block({"type": "non_standard", "value": e})]
            case "message-metadata":
                out = [self.metadata(e["messageMetadata"], f"{path}.messageMetadata")]
            case "finish":
                self.finish_reason = e.get("finishReason")
                out = [self.metadata(e.get("messageMetadata"), f"{path}.messageMetadata"), b.step_end()]
            case "abort":
                self.done = True
                out = [b.step_end()]
            case "error":
                raise StreamError(e["errorText"], path)
            case _:  # data-*: the schema lets no other type through
                out = [b.block({"type": "non_standard", "value": e})]
        return [chunk for chunk in out if chunk is not None]

    def metadata(self, holder: Any, path: str) -> AIMessageChunk | None:
        """The chunk of the current step's own fields in the ``chatschema`` object of message
        metadata (the last step's once it ended): the first step's are the object's, a later
        step's its entry in ``steps`` (the client merges these objects into one, as
        ``convert_to_ai_sdk_ui_messages`` writes it)."""
        if type(holder) is not dict or NAMESPACE not in holder:
            return None
        meta = holder[NAMESPACE]
        where = f"{path}.{NAMESPACE}"
        if type(meta) is not dict:
            raise ValidationError("Expected `object`", where)
        later = self.b.step_count - 1
        if later <= 0:
            return self.b.step_fields({k: v for k, v in meta.items() if k != STEPS}, where)
        entries = meta.get(STEPS, {})
        if type(entries) is not dict:
            raise ValidationError("Expected `object`", f"{where}.{STEPS}")
        if str(later) not in entries:
            return self.b.step_fields({}, where)  # none for this step
        return self.b.step_fields(entries[str(later)], f"{where}.{STEPS}['{later}']")

    def close(self) -> list[Message]:
        """The chunks that end the stream: the finish reason when no writer metadata said it."""
        out: list[Message] = []
        end = self.b.step_end()
        if end is not None:
            out.append(end)
        if self.finish_reason is not None and not self.b.saw_meta:
            out.append(AIMessageChunk(content=[], response_metadata={"finish_reason": self.finish_reason}))
        return out


def from_ai_sdk_stream(
    events: Iterable[Any] | AsyncIterable[Any], *, original_messages: Sequence[Any] | None = None
) -> Any:
    """Message chunks from the events of a Vercel AI SDK UI message stream, event by event.

    The inverse of :func:`to_ai_sdk_stream`: the sum of the chunks read (``ChunkAccumulator``,
    a step at a time, with the ``ToolMessage``s between steps) equals the sum of the chunks that
    were written. Events from any producer of the stream (``ai`` 6's ``toUIMessageStream``, other
    SDKs) are read the same way: text and reasoning deltas become ``text`` and ``reasoning``
    blocks indexed by the order their parts open in the step; tool input becomes
    ``tool_call_chunks`` (the complete input of ``tool-input-available`` when none was streamed);
    ``tool-output-available`` / ``-error`` / ``-denied`` a ``ToolMessage`` (status ``"error"``
    for the last two; an output that is neither a string nor a list as JSON text); ``file`` an
    image, audio, video or file block; ``source-*`` and ``data-*`` a ``non_standard`` block
    holding the event; the end of a step a chunk with ``chunk_position="last"`` and the id of
    ``start`` for the first step, ``<id>-<step>`` for a later one (``m1-1``, ``m1-2``, ...),
    unless the step gave its own, as ``convert_from_ai_sdk_ui_messages`` reads the UI message a
    client builds. What the writer keeps under ``chatschema`` is read back: a part's content
    index (else parts are indexed in the order they open), a step's own fields in message
    metadata (the first step's in the ``chatschema`` object, a later step's in its entry of
    ``steps``; the events of a step give its fields), a tool message's own fields.
    ``tool-approval-request`` and preliminary tool outputs are skipped; ``abort`` ends the stream.
    A stream that continues the client's assistant message (``to_ai_sdk_stream`` with
    ``original_messages``) is read with the same ``original_messages``: its steps are numbered
    after the message's (``<id>-<k>``, fields in ``steps["<k>"]``), and a tool result answering
    one of the message's calls has that tool's name; a ``start`` with another id starts a new
    message, as the client does.

    Args:
        events: A sync or async iterable of parsed events (dicts), such as :func:`parse_sse`
            gives.
        original_messages: The UI messages the stream's writer was given: when the last is an
            assistant message, the stream continues it.

    Returns:
        A generator of ``AIMessageChunk`` and ``ToolMessage`` for a sync iterable, an async
        generator for an async one.

    Raises:
        ValidationError: An event that is not a UI message stream chunk, or that does not
            follow from the events before it (a delta for a part that was never opened, a
            second start of an open part); ``path`` is ``$[i]...`` for the ``i``-th event.
            Every chunk of the events before it was yielded first. Or, raised by the call, the
            last of ``original_messages`` is not a ``UIMessage`` (its path in them).
        StreamError: The stream's own ``error`` event, at its path.

    Example:
        >>> events = [{"type": "start"}, {"type": "text-start", "id": "a"},
        ...           {"type": "text-delta", "id": "a", "delta": "Hi"}, {"type": "finish"}]
        >>> for chunk in from_ai_sdk_stream(events):
        ...     print(repr(chunk.content), chunk.chunk_position)
        [{'type': 'text', 'text': 'Hi', 'index': 0}] None
        [] last
        >>> list(from_ai_sdk_stream([{"type": "text-delta", "id": "a"}]))
        Traceback (most recent call last):
        ...
        chatschema.errors.ValidationError: Object missing required field `delta` (at $[0])

        A stream that continues the client's message, read as its second step (``m1-1``):

        >>> sent = [{"id": "m1", "role": "assistant", "parts": [{"type": "text", "text": "Hm."}]}]
        >>> events = [{"type": "start", "messageId": "m1"}, {"type": "start-step"},
        ...           {"type": "text-start", "id": "a"}, {"type": "text-delta", "id": "a", "delta": "Yes."},
        ...           {"type": "text-end", "id": "a"}, {"type": "finish-step"}, {"type": "finish"}]
        >>> [chunk.id for chunk in from_ai_sdk_stream(events, original_messages=sent)]
        [None, 'm1-1']
    """
    return run_reader(AISDKReader(continued_message(original_messages)), events)
