"""Gemini wire bodies, recorded with a mock transport (no network): what langchain-google-genai's
``ChatGoogleGenerativeAI.invoke`` sends for messages, and what google-genai sends for a request
chatschema wrote; and what each makes of a response body."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable
from typing import Any

import httpx
from google import genai
from langchain_google_genai import ChatGoogleGenerativeAI

from chatschema import convert_to_gemini_contents

MODEL = "gemini-2.5-flash"
EMPTY_RESPONSE: dict[str, Any] = {
    "candidates": [{"content": {"role": "model", "parts": [{"text": "ok"}]}, "finishReason": "STOP"}],
    "modelVersion": MODEL,
}


def _transport(seen: list[Any], answer: dict[str, Any]) -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(json.loads(request.content))
        return httpx.Response(200, json=answer)

    return httpx.MockTransport(handler)


def _partner(seen: list[Any], answer: dict[str, Any], model: str) -> ChatGoogleGenerativeAI:
    return ChatGoogleGenerativeAI(
        model=model, api_key="test", max_retries=0, client_args={"transport": _transport(seen, answer)}
    )


def _messages_of(body: dict[str, Any]) -> dict[str, Any]:
    return {key: body[key] for key in ("systemInstruction", "contents") if key in body}


def partner_body(messages: list[Any], model: str = MODEL) -> dict[str, Any]:
    """``systemInstruction`` and ``contents`` of the body ``ChatGoogleGenerativeAI.invoke`` sends."""
    from langchain_core.messages import convert_to_messages

    seen: list[Any] = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _partner(seen, EMPTY_RESPONSE, model).invoke(convert_to_messages([m.model_dump() for m in messages]))
    return _messages_of(seen[0])


def sdk_body(messages: list[Any], model: str = MODEL) -> dict[str, Any]:
    """``systemInstruction`` and ``contents`` of the body google-genai sends for
    ``convert_to_gemini_contents(messages)``."""
    request = convert_to_gemini_contents(messages)
    seen: list[Any] = []
    client = genai.Client(
        api_key="test", http_options={"client_args": {"transport": _transport(seen, EMPTY_RESPONSE)}}
    )
    config = (
        {"system_instruction": request["system_instruction"]} if "system_instruction" in request else None
    )
    client.models.generate_content(model=model, contents=request["contents"], config=config)
    return _messages_of(seen[0])


def partner_read(response: dict[str, Any], model: str = MODEL) -> Any:
    """The ``AIMessage`` ``ChatGoogleGenerativeAI.invoke`` returns for a REST response body."""
    from langchain_core.messages import HumanMessage

    seen: list[Any] = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _partner(seen, response, model).invoke([HumanMessage("Go on.")])


Reader = Callable[[dict[str, Any]], Any]
