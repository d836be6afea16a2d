"""Record what the official OTel GenAI instrumentations write for the same conversations.

Run with the pinned test packages installed (they are in the dev lock):

    .venv/bin/python -m tests.otel.instrumentations.generate util-genai google-genai traceloop-langchain

instrumentation-openai-v2 2.4b0 is not in the dev lock; its fixtures were written from a scratch
virtualenv holding it (with openai, httpx and opentelemetry-sdk), from the repository root:

    /tmp/ov2/bin/python -m tests.otel.instrumentations.generate openai-v2

Each instrumentation is driven as its users drive it, with no network: util-genai through its
``TelemetryHandler`` (the API instrumentations call), google-genai's instrumentor around
``Client.models.generate_content`` with an ``httpx.MockTransport``, traceloop's LangChain
instrumentor around ``ChatOpenAI.invoke`` with a mock ``http_client``. Spans go to an
``InMemorySpanExporter``; the ``gen_ai.*`` attributes of each span are written, with their
provenance, to ``tests/otel/instrumentations/<instrumentation>/<conversation>.json``.
``test_instrumentations.py`` regenerates them from the installed packages and compares.
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent

SYSTEM = "Be brief."
QUESTION = "Weather in Paris?"
ARGS = {"city": "Paris"}
RESULT = {"temperature_c": 18, "sky": "sunny"}
ANSWER = "It is 18C and sunny in Paris."
PICTURE_QUESTION = "What is in this picture?"
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg=="
)
PICTURE_ANSWER = "A single dot."
WEATHER_SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string", "description": "The city."}},
    "required": ["city"],
}
ENV = {
    "OTEL_SEMCONV_STABILITY_OPT_IN": "gen_ai_latest_experimental",
    "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "SPAN_ONLY",
    "TRACELOOP_TRACE_CONTENT": "true",
}
GEN_AI_KEYS = (
    "gen_ai.input.messages",
    "gen_ai.output.messages",
    "gen_ai.system_instructions",
    "gen_ai.tool.definitions",
    "gen_ai.response.finish_reasons",
)


class Spans:
    """One tracer provider whose finished spans' ``gen_ai.*`` attributes are collected call by call."""

    def __init__(self) -> None:
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

        self.exporter = InMemorySpanExporter()
        self.provider = TracerProvider()
        self.provider.add_span_processor(SimpleSpanProcessor(self.exporter))

    def take(self) -> dict[str, Any]:
        """The attributes of the one span written since the last call that holds input messages."""
        found = []
        for span in self.exporter.get_finished_spans():
            attrs = {k: v for k, v in (span.attributes or {}).items() if k in GEN_AI_KEYS}
            if "gen_ai.input.messages" in attrs:
                found.append({k: list(v) if isinstance(v, tuple) else v for k, v in attrs.items()})
        self.exporter.clear()
        (attrs,) = found
        return attrs


# -- opentelemetry-util-genai ---------------------------------------------------------------------


def util_genai() -> dict[str, dict[str, Any]]:
    from opentelemetry.util.genai import types as t
    from opentelemetry.util.genai.handler import TelemetryHandler

    spans = Spans()
    handler = TelemetryHandler(tracer_provider=spans.provider)

    def run(
        inputs: list[Any], outputs: list[Any], tools: list[Any] | None, reasons: list[str] | None
    ) -> dict[str, Any]:
        invocation = handler.inference("openai", request_model="gpt-4o")
        invocation.system_instruction = [t.TextPart(content=SYSTEM)]
        invocation.input_messages = inputs
        invocation.output_messages = outputs
        if tools is not None:
            invocation.tool_definitions = tools
        if reasons is not None:
            invocation.finish_reasons = reasons
        invocation.stop()
        return spans.take()

    tool = t.FunctionToolDefinition(name="weather", description="The weather now.", parameters=WEATHER_SCHEMA)
    call = t.ToolCallRequestPart(arguments=ARGS, name="weather", id="call_1")
    return {
        "weather_tool_call": run(
            [t.InputMessage(role="user", parts=[t.TextPart(content=QUESTION)])],
            [t.OutputMessage(role="assistant", parts=[call], finish_reason="tool_call")],
            [tool],
            ["tool_calls"],
        ),
        "weather_answer": run(
            [
                t.InputMessage(role="user", parts=[t.TextPart(content=QUESTION)]),
                t.InputMessage(role="assistant", parts=[call]),
                t.InputMessage(role="tool", parts=[t.ToolCallResponsePart(response=RESULT, id="call_1")]),
            ],
            [t.OutputMessage(role="assistant", parts=[t.TextPart(content=ANSWER)], finish_reason=None)],
            [tool],
            None,
        ),
        "picture": run(
            [
                t.InputMessage(
                    role="user",
                    parts=[
                        t.TextPart(content=PICTURE_QUESTION),
                        t.BlobPart(mime_type="image/png", modality="image", content=PNG),
                        t.UriPart(mime_type="image/png", modality="image", uri="https://example.com/dot.png"),
                    ],
                )
            ],
            [
                t.OutputMessage(
                    role="assistant", parts=[t.TextPart(content=PICTURE_ANSWER)], finish_reason="stop"
                )
            ],
            None,
            ["stop"],
        ),
    }


# -- opentelemetry-instrumentation-google-genai ---------------------------------------------------


def _gemini_reply(parts: list[dict[str, Any]], finish: str) -> Callable[[Any], Any]:
    import httpx

    body = {
        "candidates": [{"content": {"role": "model", "parts": parts}, "finishReason": finish, "index": 0}],
        "usageMetadata": {"promptTokenCount": 20, "candidatesTokenCount": 8, "totalTokenCount": 28},
        "modelVersion": "gemini-2.5-flash",
        "responseId": "resp-1",
    }
    return lambda request: httpx.Response(200, json=body)


def google_genai() -> dict[str, dict[str, Any]]:
    import httpx
    from google import genai
    from google.genai import types
    from opentelemetry.instrumentation.google_genai import GoogleGenAiSdkInstrumentor

    tool = types.Tool(
        function_declarations=[
            types.FunctionDeclaration(
                name="weather", description="The weather now.", parameters_json_schema=WEATHER_SCHEMA
            )
        ]
    )

    def run(contents: list[Any], reply: list[dict[str, Any]], finish: str, tools: bool) -> dict[str, Any]:
        http = httpx.Client(transport=httpx.MockTransport(_gemini_reply(reply, finish)))
        client = genai.Client(api_key="test", http_options=types.HttpOptions(httpx_client=http))
        config = types.GenerateContentConfig(
            system_instruction=SYSTEM,
            tools=[tool] if tools else None,
            automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True),
        )
        client.models.generate_content(model="gemini-2.5-flash", contents=contents, config=config)
        return spans.take()

    spans = Spans()
    instrumentor = GoogleGenAiSdkInstrumentor()
    # 1.3b0 declares google-genai <3; the pinned SDK is 3.x, whose generate_content it wraps
    instrumentor.instrument(tracer_provider=spans.provider, skip_dep_check=True)

    question = types.Content(role="user", parts=[types.Part(text=QUESTION)])
    call = types.Part(function_call=types.FunctionCall(name="weather", args=ARGS))
    response = types.Part(function_response=types.FunctionResponse(name="weather", response=RESULT))
    try:
        return _google_conversations(run, question, call, response, types)
    finally:
        instrumentor.uninstrument()


def _google_conversations(
    run: Any, question: Any, call: Any, response: Any, types: Any
) -> dict[str, dict[str, Any]]:
    return {
        "weather_tool_call": run(
            [question], [{"functionCall": {"name": "weather", "args": ARGS}}], "STOP", True
        ),
        "weather_answer": run(
            [
                question,
                types.Content(role="model", parts=[call]),
                types.Content(role="user", parts=[response]),
            ],
            [{"text": ANSWER}],
            "STOP",
            True,
        ),
        "picture": run(
            [
                types.Content(
                    role="user",
                    parts=[
                        types.Part(text=PICTURE_QUESTION),
                        types.Part(inline_data=types.Blob(mime_type="image/png", data=PNG)),
                        types.Part(
                            file_data=types.FileData(
                                mime_type="image/png", file_uri="https://example.com/dot.png"
                            )
                        ),
                    ],
                )
            ],
            [{"text": PICTURE_ANSWER}],
            "STOP",
            False,
        ),
    }


# -- traceloop's opentelemetry-instrumentation-langchain ------------------------------------------


def _openai_reply(message: dict[str, Any], finish: str) -> Callable[[Any], Any]:
    import httpx

    body = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1753300000,
        "model": "gpt-4o-2024-08-06",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", **message},
                "logprobs": None,
                "finish_reason": finish,
            }
        ],
        "usage": {"prompt_tokens": 20, "completion_tokens": 8, "total_tokens": 28},
        "system_fingerprint": "fp_1",
    }
    return lambda request: httpx.Response(200, json=body)


def traceloop_langchain() -> dict[str, dict[str, Any]]:
    import httpx
    from langchain_openai import ChatOpenAI
    from opentelemetry.instrumentation.langchain import LangchainInstrumentor

    tool = {
        "type": "function",
        "function": {"name": "weather", "description": "The weather now.", "parameters": WEATHER_SCHEMA},
    }

    def run(messages: list[Any], reply: dict[str, Any], finish: str, tools: bool) -> dict[str, Any]:
        http = httpx.Client(transport=httpx.MockTransport(_openai_reply(reply, finish)))
        model: Any = ChatOpenAI(model="gpt-4o", api_key="test", http_client=http, max_retries=0)  # type: ignore[arg-type]
        if tools:
            model = model.bind_tools([tool])
        model.invoke(messages)
        return spans.take()

    spans = Spans()
    instrumentor = LangchainInstrumentor()
    instrumentor.instrument(tracer_provider=spans.provider)
    try:
        return _langchain_conversations(run, tool)
    finally:
        instrumentor.uninstrument()


def _langchain_conversations(run: Any, tool: Any) -> dict[str, dict[str, Any]]:
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

    call = {"name": "weather", "args": ARGS, "id": "call_1", "type": "tool_call"}
    wire_call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "weather", "arguments": json.dumps(ARGS)},
    }
    return {
        "weather_tool_call": run(
            [SystemMessage(SYSTEM), HumanMessage(QUESTION)],
            {"content": None, "tool_calls": [wire_call]},
            "tool_calls",
            True,
        ),
        "weather_answer": run(
            [
                SystemMessage(SYSTEM),
                HumanMessage(QUESTION),
                AIMessage("", tool_calls=[call]),
                ToolMessage(json.dumps(RESULT), tool_call_id="call_1"),
            ],
            {"content": ANSWER},
            "stop",
            True,
        ),
        "picture": run(
            [
                SystemMessage(SYSTEM),
                HumanMessage(
                    [
                        {"type": "text", "text": PICTURE_QUESTION},
                        {"type": "image", "base64": base64.b64encode(PNG).decode(), "mime_type": "image/png"},
                        {"type": "image_url", "image_url": {"url": "https://example.com/dot.png"}},
                    ]
                ),
            ],
            {"content": PICTURE_ANSWER},
            "stop",
            False,
        ),
    }


# -- opentelemetry-instrumentation-openai-v2 -----------------------------------------------------


def openai_v2() -> dict[str, dict[str, Any]]:
    import httpx
    import openai
    from opentelemetry.instrumentation.openai_v2 import OpenAIInstrumentor

    tool = {
        "type": "function",
        "function": {"name": "weather", "description": "The weather now.", "parameters": WEATHER_SCHEMA},
    }
    spans = Spans()

    def run(messages: list[Any], reply: dict[str, Any], finish: str, tools: bool) -> dict[str, Any]:
        http = httpx.Client(transport=httpx.MockTransport(_openai_reply(reply, finish)))
        client = openai.OpenAI(api_key="test", http_client=http, max_retries=0)
        extra: dict[str, Any] = {"tools": [tool]} if tools else {}
        client.chat.completions.create(model="gpt-4o", messages=messages, **extra)
        return spans.take()

    instrumentor = OpenAIInstrumentor()
    instrumentor.instrument(tracer_provider=spans.provider)
    wire_call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "weather", "arguments": json.dumps(ARGS)},
    }
    system = {"role": "system", "content": SYSTEM}
    question = {"role": "user", "content": QUESTION}
    try:
        return {
            "weather_tool_call": run(
                [system, question], {"content": None, "tool_calls": [wire_call]}, "tool_calls", True
            ),
            "weather_answer": run(
                [
                    system,
                    question,
                    {"role": "assistant", "content": None, "tool_calls": [wire_call]},
                    {"role": "tool", "tool_call_id": "call_1", "content": json.dumps(RESULT)},
                ],
                {"content": ANSWER},
                "stop",
                True,
            ),
            "picture": run(
                [
                    system,
                    {
                        "role": "user",
                        "content": [
                            {"type": "text", "text": PICTURE_QUESTION},
                            {
                                "type": "image_url",
                                "image_url": {
                                    "url": "data:image/png;base64," + base64.b64encode(PNG).decode()
                                },
                            },
                            {"type": "image_url", "image_url": {"url": "https://example.com/dot.png"}},
                        ],
                    },
                ],
                {"content": PICTURE_ANSWER},
                "stop",
                False,
            ),
        }
    finally:
        instrumentor.uninstrument()


SOURCES: dict[str, tuple[str, Callable[[], dict[str, dict[str, Any]]]]] = {
    "util-genai": ("opentelemetry-util-genai", util_genai),
    "google-genai": ("opentelemetry-instrumentation-google-genai", google_genai),
    "traceloop-langchain": ("opentelemetry-instrumentation-langchain", traceloop_langchain),
    "openai-v2": ("opentelemetry-instrumentation-openai-v2", openai_v2),
}
"""Folder -> (the distribution that wrote the fixtures, its driver)."""


def record(name: str) -> dict[str, dict[str, Any]]:
    """The fixtures of one instrumentation, as the installed packages write them now (with ``ENV`` set)."""
    dist, driver = SOURCES[name]
    return {
        conversation: {"provenance": {"package": dist, "version": version(dist)}, "attributes": attrs}
        for conversation, attrs in driver().items()
    }


def main(names: list[str]) -> None:
    """Write the fixtures of the instrumentations named (all when none is)."""
    os.environ.update(ENV)
    for name in names or SOURCES:
        folder = HERE / name
        folder.mkdir(exist_ok=True)
        for conversation, fixture in record(name).items():
            (folder / f"{conversation}.json").write_text(
                json.dumps(fixture, indent=2, ensure_ascii=False) + "\n"
            )


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
