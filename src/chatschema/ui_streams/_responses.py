"""Starlette (FastAPI) responses that stream a model's answer to a chat front end, and the bodies
and headers that the Litestar twins (``chatschema.litestar``) send too.

Starlette is imported when a response is made, never when chatschema is imported.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from chatschema.ui_streams._ag_ui import HEADERS as AG_UI_HEADERS
from chatschema.ui_streams._ag_ui import to_ag_ui_events
from chatschema.ui_streams._ai_sdk import HEADERS as AI_SDK_HEADERS
from chatschema.ui_streams._ai_sdk import to_ai_sdk_stream
from chatschema.ui_streams._sse import sse
from chatschema.ui_streams._writer import ErrorText, error_text

if TYPE_CHECKING:
    from starlette.responses import StreamingResponse


def _merged(defaults: Mapping[str, str], headers: Mapping[str, str] | None) -> dict[str, str]:
    """``defaults``, then ``headers``: a header named in any case replaces the default of that name
    (HTTP names are case-insensitive), instead of being sent beside it."""
    return {**defaults, **{name.lower(): value for name, value in (headers or {}).items()}}


def ai_sdk_body(
    chunks: Iterable[Any] | AsyncIterable[Any],
    message_id: str | None,
    original_messages: Sequence[Any] | None,
    headers: Mapping[str, str] | None,
    on_error: ErrorText,
) -> tuple[Any, dict[str, str]]:
    """The server-sent-event body and the headers of an AI SDK UI message stream response."""
    events = to_ai_sdk_stream(
        chunks, message_id=message_id, original_messages=original_messages, on_error=on_error
    )
    return sse(events, done=True), _merged(AI_SDK_HEADERS, headers)


def ag_ui_body(
    chunks: Iterable[Any] | AsyncIterable[Any],
    thread_id: str,
    run_id: str,
    headers: Mapping[str, str] | None,
    on_error: ErrorText,
) -> tuple[Any, dict[str, str]]:
    """The server-sent-event body and the headers of an AG-UI response."""
    events = to_ag_ui_events(chunks, thread_id=thread_id, run_id=run_id, on_error=on_error)
    return sse(events), _merged(AG_UI_HEADERS, headers)


def ai_sdk_stream_response(
    chunks: Iterable[Any] | AsyncIterable[Any],
    *,
    message_id: str | None = None,
    original_messages: Sequence[Any] | None = None,
    headers: Mapping[str, str] | None = None,
    status_code: int = 200,
    on_error: ErrorText = error_text,
) -> StreamingResponse:
    """A Starlette (FastAPI) response streaming a model's answer as a Vercel AI SDK UI message stream.

    The body is :func:`to_ai_sdk_stream` of ``chunks`` as server-sent events ending with
    ``data: [DONE]``, each sent as its chunk arrives; the headers are those the AI SDK's own
    responses send (``content-type: text/event-stream``, ``x-vercel-ai-ui-message-stream: v1``,
    no caching or proxy buffering), then ``headers``. A ``useChat`` front end reads it as it is.

    Args:
        chunks: A sync or async iterable of ``AIMessageChunk`` and ``ToolMessage``.
        message_id: The ``messageId`` of the ``start`` event for a new message (by default the
            first chunk's id).
        original_messages: The client's UI messages: when the last is an assistant message, the
            stream continues it (see :func:`to_ai_sdk_stream`).
        headers: More headers, or ones that replace the defaults.
        status_code: The HTTP status.
        on_error: The text of the ``error`` event for an exception of the producer.

    Returns:
        A ``starlette.responses.StreamingResponse``.

    Raises:
        ImportError: Starlette is not installed.
        ValidationError: The last of ``original_messages`` is not a ``UIMessage``.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> response = ai_sdk_stream_response([AIMessageChunk("Hi", chunk_position="last")])
        >>> response.headers["x-vercel-ai-ui-message-stream"], response.media_type
        ('v1', 'text/event-stream')
    """
    from starlette.responses import StreamingResponse

    body, all_headers = ai_sdk_body(chunks, message_id, original_messages, headers, on_error)
    return StreamingResponse(
        body, status_code=status_code, headers=all_headers, media_type="text/event-stream"
    )


def ag_ui_response(
    chunks: Iterable[Any] | AsyncIterable[Any],
    *,
    thread_id: str,
    run_id: str,
    headers: Mapping[str, str] | None = None,
    status_code: int = 200,
    on_error: ErrorText = error_text,
) -> StreamingResponse:
    """A Starlette (FastAPI) response streaming a model's answer as AG-UI events.

    The body is :func:`to_ag_ui_events` of ``chunks`` as server-sent events, each sent as its
    chunk arrives, with ``content-type: text/event-stream`` and no caching or proxy buffering;
    an AG-UI client (``@ag-ui/client``'s ``HttpAgent``) reads it as it is.

    Args:
        chunks: A sync or async iterable of ``AIMessageChunk`` and ``ToolMessage``.
        thread_id: The ``threadId`` of the run (from the client's ``RunAgentInput``).
        run_id: The ``runId`` of the run.
        headers: More headers, or ones that replace the defaults.
        status_code: The HTTP status.
        on_error: The ``message`` of ``RUN_ERROR`` for an exception of the producer.

    Returns:
        A ``starlette.responses.StreamingResponse``.

    Raises:
        ImportError: Starlette is not installed.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> response = ag_ui_response([AIMessageChunk("Hi")], thread_id="t1", run_id="r1")
        >>> response.media_type
        'text/event-stream'
    """
    from starlette.responses import StreamingResponse

    body, all_headers = ag_ui_body(chunks, thread_id, run_id, headers, on_error)
    return StreamingResponse(
        body, status_code=status_code, headers=all_headers, media_type="text/event-stream"
    )
