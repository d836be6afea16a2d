"""Streaming to chat front ends: message chunks into and out of the Vercel AI SDK's UI message
stream and AG-UI events.

The writers read ``AIMessageChunk``s (and ``ToolMessage``s between steps) as a model streams
them and yield each protocol's events as plain dicts, one chunk at a time:
:func:`to_ai_sdk_stream` (the UI message stream of ``ai`` 6 that ``useChat`` reads, header
``x-vercel-ai-ui-message-stream: v1``) and :func:`to_ag_ui_events` (AG-UI 1.0). :func:`sse`
writes events as server-sent events; :func:`ai_sdk_stream_response` and :func:`ag_ui_response`
are the Starlette (FastAPI) responses, and ``chatschema.litestar`` has the Litestar ones. The
readers :func:`from_ai_sdk_stream` and :func:`from_ag_ui_events` turn events back into chunks
(:func:`parse_sse` reads server-sent events). The events are the schema types
``AISDKUIMessageChunk`` and ``AGUIEvent`` (``chatschema.validate(event, "AGUIEvent")``).

Example:
    >>> from chatschema import AIMessageChunk, ChunkAccumulator
    >>> chunks = [AIMessageChunk("Hel", id="m1"), AIMessageChunk("lo", chunk_position="last")]
    >>> body = b"".join(sse(to_ai_sdk_stream(chunks), done=True))
    >>> acc = ChunkAccumulator()
    >>> for chunk in from_ai_sdk_stream(parse_sse([body])):
    ...     acc.add(chunk)
    >>> acc.message().text, acc.message().id
    ('Hello', 'm1')

Design notes: docs/design.md, ``chatschema.ui_streams``.
"""

from chatschema.ui_streams._ag_ui import from_ag_ui_events, to_ag_ui_events
from chatschema.ui_streams._ai_sdk import from_ai_sdk_stream, to_ai_sdk_stream
from chatschema.ui_streams._responses import ag_ui_response, ai_sdk_stream_response
from chatschema.ui_streams._sse import parse_sse, sse

__all__ = [
    "ag_ui_response",
    "ai_sdk_stream_response",
    "from_ag_ui_events",
    "from_ai_sdk_stream",
    "parse_sse",
    "sse",
    "to_ag_ui_events",
    "to_ai_sdk_stream",
]
