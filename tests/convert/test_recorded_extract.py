"""The builder of the recorded-traffic corpus (tests/convert/recorded_extract.py) on made-up cassettes."""

from __future__ import annotations

import gzip
import json

import pytest
import yaml

from tests.convert.recorded_extract import api_of, interactions


@pytest.mark.parametrize(
    ("uri", "api"),
    [
        ("https://api.anthropic.com/v1/messages?beta=true", "anthropic"),
        ("https://api.anthropic.com/v1/messages/count_tokens", None),
        ("https://api.openai.com/v1/chat/completions", "openai-chat"),
        ("https://x.openai.azure.com/openai/deployments/d/chat/completions", "openai-chat"),
        ("https://api.openai.com/v1/responses", "openai-responses"),
        ("https://api.openai.com/v1/responses/resp_1", None),
        (
            "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent",
            "gemini",
        ),
        ("https://generativelanguage.googleapis.com/v1beta/models/m:streamGenerateContent?alt=sse", "gemini"),
        ("https://generativelanguage.googleapis.com/v1beta/models/m:countTokens", None),
        ("https://api.groq.com/openai/v1/chat/completions", None),
    ],
)
def test_the_api_of_a_recorded_url(uri: str, api: str | None) -> None:
    assert api_of(uri) == api


def test_the_bodies_of_each_cassette_form() -> None:
    request = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
    response = {"id": "chatcmpl-1", "object": "chat.completion", "choices": []}
    cassette = {
        "interactions": [
            {  # vcrpy: the request body a JSON string, the response gzipped bytes
                "request": {"uri": "u", "body": json.dumps(request)},
                "response": {"body": {"string": gzip.compress(json.dumps(response).encode())}},
            },
            {  # parsed bodies (pydantic-ai's cassettes)
                "request": {"uri": "u", "parsed_body": request},
                "response": {"parsed_body": response},
            },
            {  # a streamed answer is not JSON
                "request": {"uri": "u", "body": json.dumps(request)},
                "response": {"body": {"string": "data: {}\n\ndata: [DONE]\n\n"}},
            },
        ]
    }
    document = yaml.safe_load(yaml.safe_dump(cassette))
    assert list(interactions(document)) == [
        (0, "u", request, response),
        (1, "u", request, response),
        (2, "u", request, None),
    ]
