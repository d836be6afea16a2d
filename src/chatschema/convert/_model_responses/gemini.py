"""``ai_message_from_gemini``: a Gemini response as an ``AIMessage``, as langchain-google-genai
builds it."""

from __future__ import annotations

import base64
import enum
import io
import json
import re
import uuid
import wave
from collections.abc import Callable
from typing import Any

from chatschema.convert._gemini import (
    GEMINI_NO_ID_PREFIX,
    GEMINI_THOUGHT_SIGNATURES_KEY,
    PART_FIELDS,
    server_tool_call_block,
    server_tool_result_block,
    snake_keys,
)
from chatschema.convert._model_responses.fields import (
    Json,
    Shape,
    array_at,
    base64_field,
    count_of,
    object_at,
    plain_json,
    response_of,
    str_at,
)
from chatschema.convert._provider_io import data_url
from chatschema.errors import ValidationError, json_type_name
from chatschema.messages import AIMessage

__all__ = ["THOUGHT_SIGNATURES_KEY", "ai_message_from_gemini"]

_RESPONSE = Shape("a Gemini response", needs=("candidates", "prompt_feedback", "promptFeedback"))


THOUGHT_SIGNATURES_KEY = GEMINI_THOUGHT_SIGNATURES_KEY
"""The ``additional_kwargs`` key where langchain-google-genai keeps the thought signatures of
function calls, by tool call id."""

_GEMINI_MAJOR = re.compile(r"gemini-(\d+)")


def _list_content(model: Any) -> bool:
    """Whether Gemini text comes as blocks (Gemini 3 and later), as langchain-google-genai decides it."""
    found = _GEMINI_MAJOR.search(model.lower()) if isinstance(model, str) else None
    return found is not None and int(found.group(1)) >= 3


def ai_message_from_gemini(response: Any) -> AIMessage:
    """An ``AIMessage`` from a Gemini response's first candidate, as langchain-google-genai builds it.

    Parts become content: text (a string, or ``text`` blocks for Gemini 3 models and for parts
    with a thought signature, which goes to ``extras["signature"]``), ``thinking`` blocks (with
    their ``signature``), ``executable_code`` and ``code_execution_result`` blocks, and images as
    ``image_url`` data URLs; audio goes to ``additional_kwargs["audio"]`` as WAV bytes. Function
    calls become ``tool_calls``, with the call's ``id`` (when Gemini gave none, a new UUID after
    ``GEMINI_NO_ID_PREFIX``, so that it is not sent back as Gemini's), and
    their thought signatures go to ``additional_kwargs`` under :data:`THOUGHT_SIGNATURES_KEY`.
    ``response_metadata`` holds ``prompt_feedback``, ``finish_reason``, ``model_name`` (the
    response's ``model_version``), ``safety_ratings``, ``grounding_metadata`` and
    ``model_provider="google_genai"`` (also for a response without candidates, so that
    ``.content_blocks`` shows a blocked prompt as a refusal). Binary signatures are given as
    standard base64 text and enum values as their names.

    Args:
        response: A ``google.genai.types.GenerateContentResponse``, or a dict of the same shape
            (its ``model_dump()``, with snake_case keys).

    Returns:
        The message.

    Raises:
        chatschema.ValidationError: The response is not of that shape; the path says where,
            such as ``$.candidates[0].content.parts[2].function_call.args``.

    Example:
        >>> message = ai_message_from_gemini({
        ...     "model_version": "gemini-2.5-flash",
        ...     "candidates": [{"finish_reason": "STOP", "content": {"role": "model", "parts": [
        ...         {"text": "Checking.\\n"},
        ...         {"function_call": {"id": "fc_1", "name": "weather", "args": {"days": 2.0}}},
        ...     ]}}],
        ...     "usage_metadata": {"prompt_token_count": 10, "candidates_token_count": 8,
        ...                        "thoughts_token_count": 20, "total_token_count": 38},
        ... })
        >>> message.content, message.tool_calls
        ('Checking.', [{'name': 'weather', 'args': {'days': 2}, 'id': 'fc_1', 'type': 'tool_call'}])
        >>> message.usage_metadata["output_tokens"], message.usage_metadata["output_token_details"]
        (28, {'reasoning': 20})
        >>> message.response_metadata["finish_reason"], message.response_metadata["model_provider"]
        ('STOP', 'google_genai')
    """
    data = snake_keys(response_of(response, _RESPONSE))
    _check_fields(data, _RESPONSE_FIELDS, "a Gemini response", "$")
    metadata: Json = {}
    if data.get("prompt_feedback"):
        metadata["prompt_feedback"] = plain_json(object_at(data["prompt_feedback"], "$.prompt_feedback"))
    model = data.get("model_version")
    usage = _gemini_usage(object_at(data.get("usage_metadata"), "$.usage_metadata", optional=True))
    fields: Json = {"usage_metadata": usage} if usage else {}
    candidates = array_at(data.get("candidates"), "$.candidates", optional=True)
    if not candidates:
        metadata.update(model_provider="google_genai", model_name=model or "")
        return AIMessage("", response_metadata=metadata, **fields)
    candidate = object_at(candidates[0], "$.candidates[0]")
    _check_fields(candidate, _CANDIDATE_FIELDS, "a Gemini candidate", "$.candidates[0]")
    reason = candidate.get("finish_reason")
    if reason:
        metadata["finish_reason"] = reason.name if isinstance(reason, enum.Enum) else str(reason)
        metadata["model_name"] = model or ""
    ratings = candidate.get("safety_ratings")
    metadata["safety_ratings"] = (
        plain_json(array_at(ratings, "$.candidates[0].safety_ratings")) if ratings else []
    )
    metadata["model_provider"] = "google_genai"
    if grounding := candidate.get("grounding_metadata"):
        grounding = plain_json(object_at(grounding, "$.candidates[0].grounding_metadata"))
        for key in ("grounding_supports", "grounding_chunks", "web_search_queries", "image_search_queries"):
            if key in grounding and grounding[key] is None:
                grounding[key] = []
        metadata["grounding_metadata"] = grounding
    parts = _GeminiParts(_list_content(model))
    body = object_at(candidate.get("content"), "$.candidates[0].content", optional=True)
    for k, part in enumerate(array_at(body.get("parts"), "$.candidates[0].content.parts", optional=True)):
        parts.read(
            object_at(part, f"$.candidates[0].content.parts[{k}]"), f"$.candidates[0].content.parts[{k}]"
        )
    content: Any = parts.content
    if content is None:
        content = [] if parts.blocks else ""
    return AIMessage(
        content,
        additional_kwargs=parts.extra,
        tool_calls=parts.calls,
        invalid_tool_calls=parts.invalid,
        response_metadata=metadata,
        **fields,
    )


_RESPONSE_FIELDS = frozenset(
    {
        "candidates",
        "create_time",
        "model_version",
        "prompt_feedback",
        "response_id",
        "usage_metadata",
        "model_status",
        "automatic_function_calling_history",
        "parsed",
        "sdk_http_response",
    }
)
"""The fields of google-genai's ``GenerateContentResponse`` (and the REST API's, in snake_case)."""

_CANDIDATE_FIELDS = frozenset(
    {
        "content",
        "finish_reason",
        "finish_message",
        "safety_ratings",
        "citation_metadata",
        "grounding_metadata",
        "url_context_metadata",
        "avg_logprobs",
        "logprobs_result",
        "token_count",
        "index",
        "continuation_token",
    }
)
"""The fields of a ``Candidate``."""


def _check_fields(value: Json, fields: frozenset[str], what: str, path: str) -> None:
    for key in value:
        if key not in fields:
            raise ValidationError(f"Not a field of {what}: {key!r}", f"{path}.{key}")


def _modality_counts(details: Any, path: str) -> dict[str, int]:
    """``{"AUDIO": 12, ...}`` from a list of ``ModalityTokenCount`` (enum members or names)."""
    counts: dict[str, int] = {}
    for k, item in enumerate(array_at(details, path, optional=True)):
        item = object_at(item, f"{path}[{k}]")
        modality = item.get("modality")
        name = str(getattr(modality, "name", modality)).rsplit(".", 1)[-1]
        counts[name] = counts.get(name, 0) + count_of(item.get("token_count"))
    return counts


def _gemini_usage(usage: Json) -> Json | None:
    """LangChain's usage from Gemini's ``usage_metadata``.

    ``input_tokens`` is the prompt plus the tool-use prompt (server tools' own prompts, which
    ``total_token_count`` includes), ``output_tokens`` the candidates plus the thoughts, so that
    they add up to the total. The details: ``cache_read`` (the cached part of the prompt),
    ``tool_use_prompt``, ``reasoning`` (thoughts) and ``audio`` on both sides (from the
    per-modality breakdowns).
    """
    prompt = count_of(usage.get("prompt_token_count"))
    tool_use = count_of(usage.get("tool_use_prompt_token_count"))
    input_tokens = prompt + tool_use
    thoughts = count_of(usage.get("thoughts_token_count"))
    output_tokens = count_of(usage.get("candidates_token_count")) + thoughts
    # a response may leave the total out (as one recorded with an image by file URI does): the sum
    total = (
        count_of(usage["total_token_count"]) if "total_token_count" in usage else input_tokens + output_tokens
    )
    cached = count_of(usage.get("cached_content_token_count"))
    if input_tokens + output_tokens + cached + total <= 0:
        return None
    inputs: Json = {"cache_read": cached}
    if tool_use:
        inputs["tool_use_prompt"] = tool_use
    input_audio = sum(
        _modality_counts(usage.get(key), f"$.usage_metadata.{key}").get("AUDIO", 0)
        for key in ("prompt_tokens_details", "tool_use_prompt_tokens_details")
    )
    if input_audio:
        inputs["audio"] = input_audio
    out: Json = {
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "total_tokens": total,
        "input_token_details": inputs,
    }
    outputs: Json = {}
    if thoughts > 0:
        outputs["reasoning"] = thoughts
    output_audio = _modality_counts(
        usage.get("candidates_tokens_details"), "$.usage_metadata.candidates_tokens_details"
    ).get("AUDIO", 0)
    if output_audio:
        outputs["audio"] = output_audio
    if outputs:
        out["output_token_details"] = outputs
    return out


def _whole_floats(value: Any) -> Any:
    """Floats that are whole numbers as ints, all the way down (function call arguments)."""
    if isinstance(value, dict):
        return {key: _whole_floats(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_whole_floats(item) for item in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _wav(pcm: bytes) -> bytes:
    """Gemini's raw audio (16-bit mono PCM at 24 kHz) as a WAV file."""
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(24000)
        wav.writeframes(pcm)
    return out.getvalue()


class _GeminiParts:
    """The content, tool calls and extra fields read from the parts of one candidate."""

    def __init__(self, blocks: bool) -> None:
        self.blocks = blocks
        self.content: str | list[Any] | None = None
        self.extra: Json = {}
        self.calls: list[Json] = []
        self.invalid: list[Json] = []

    def add(self, item: Any) -> None:
        if self.content is None:
            self.content = item if isinstance(item, str) else [item]
        elif isinstance(self.content, str):
            self.content = [self.content, item]
        else:
            self.content.append(item)

    def read(self, part: Json, path: str) -> None:
        _check_fields(part, PART_FIELDS, "a Gemini part", path)
        signature = part.get("thought_signature")
        signature = base64_field(signature, f"{path}.thought_signature") if signature else None
        text = part.get("text")
        if text is not None:
            text = str_at(text, f"{path}.text").rstrip("\n")
        if part.get("thought"):
            thinking: Json = {"type": "thinking", "thinking": part.get("text")}
            if signature:
                thinking["signature"] = signature
            self.add(thinking)
        elif text or (text is not None and signature):
            self.text(text or "", signature)
        for key, reader in _GEMINI_PARTS.items():
            if part.get(key) is not None:
                reader(self, object_at(part[key], f"{path}.{key}"), f"{path}.{key}", signature)

    def text(self, text: str, signature: str | None) -> None:
        block: Json = {"type": "text", "text": text}
        if signature:
            block["extras"] = {"signature": signature}
        thinking = isinstance(self.content, list) and any(
            isinstance(item, dict) and item.get("type") == "thinking" for item in self.content
        )
        self.add(block if signature or self.blocks or thinking else text)

    def code(self, code: Json, path: str, signature: str | None) -> None:
        if code.get("code") and code.get("language"):
            language = code["language"]
            self.add(
                {
                    "type": "executable_code",
                    "executable_code": code["code"],
                    "language": language.name if isinstance(language, enum.Enum) else language,
                    "id": str(uuid.uuid4()),
                }
            )

    def code_result(self, result: Json, path: str, signature: str | None) -> None:
        if result.get("output"):
            outcome = result.get("outcome")
            name = outcome.name if isinstance(outcome, enum.Enum) else outcome
            self.add(
                {
                    "type": "code_execution_result",
                    "code_execution_result": result["output"],
                    "outcome": 1 if name in (None, "OUTCOME_OK") else 2,
                    "tool_call_id": "",
                }
            )

    def inline(self, blob: Json, path: str, signature: str | None) -> None:
        data, mime_type = blob.get("data"), blob.get("mime_type")
        if not data or not isinstance(mime_type, str):
            return
        encoded = base64_field(data, f"{path}.data")
        if mime_type.startswith("audio/"):
            self.extra["audio"] = _wav(base64.b64decode(encoded))
        if mime_type.startswith("image/"):
            image: Json = {"type": "image_url", "image_url": {"url": data_url(mime_type, encoded)}}
            if signature:
                image["extras"] = {"signature": signature}
            self.add(image)

    def server_tool_call(self, call: Json, path: str, signature: str | None) -> None:
        block = server_tool_call_block(call, signature)
        block["id"] = block["id"] or f"{GEMINI_NO_ID_PREFIX}{uuid.uuid4()}"
        self.add(block)

    def server_tool_result(self, result: Json, path: str, signature: str | None) -> None:
        self.add(server_tool_result_block(result, signature))

    def function_call(self, call: Json, path: str, signature: str | None) -> None:
        name = call.get("name")
        args = _whole_floats(object_at(call.get("args"), f"{path}.args", optional=True))
        self.extra["function_call"] = {"name": name, "arguments": json.dumps(args)}
        call_id = call.get("id") or f"{GEMINI_NO_ID_PREFIX}{uuid.uuid4()}"
        if isinstance(name, str):
            self.calls.append({"name": name, "args": args, "id": call_id, "type": "tool_call"})
        else:
            error = f"Expected the function name as `str`, got `{json_type_name(name)}`"
            self.invalid.append(
                {
                    "name": None,
                    "args": json.dumps(args),
                    "id": call_id,
                    "error": error,
                    "type": "invalid_tool_call",
                }
            )
        if signature:
            self.extra.setdefault(THOUGHT_SIGNATURES_KEY, {})[call_id] = signature


_GEMINI_PARTS: dict[str, Callable[[_GeminiParts, Json, str, str | None], None]] = {
    "executable_code": _GeminiParts.code,
    "code_execution_result": _GeminiParts.code_result,
    "inline_data": _GeminiParts.inline,
    "tool_call": _GeminiParts.server_tool_call,
    "tool_response": _GeminiParts.server_tool_result,
    "function_call": _GeminiParts.function_call,
}
"""Part fields other than text, and their readers, in the order langchain-google-genai reads them."""
