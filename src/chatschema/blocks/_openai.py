"""OpenAI: Chat Completions input parts, and Chat Completions or Responses API output.

Design notes: docs/design.md, ``chatschema.blocks._openai``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from chatschema.blocks._factories import (
    KNOWN_BLOCK_TYPES,
    convert_to_openai_data_block,
    convert_to_openai_image_block,
    create_audio_block,
    create_file_block,
    create_image_block,
)
from chatschema.blocks._registry import Block, register_translator
from chatschema.blocks._translator_helpers import (
    handler_for,
    is_isolated_chunk,
    non_standard,
    populate_extras,
    status_from,
    tool_call_block,
    tool_call_chunk_block,
    unwrap_non_standard,
)

__all__ = [
    "HANDLED_TYPES",
    "convert_chat_completions_input",
    "convert_to_openai_data_block",
    "convert_to_openai_image_block",
    "translate_content",
    "translate_content_chunk",
]

# -- Chat Completions input parts ---------------------------------------------------------------

_DATA_URI = re.compile(r"data:(?P<mime>[^;]+);base64,(?P<data>.+)$")


def _parse_data_uri(uri: str) -> tuple[str, str] | None:
    """``(mime_type, data)`` of a base64 ``data:`` URI, or ``None``."""
    found = _DATA_URI.match(uri)
    return (found["mime"], found["data"]) if found else None


def _is_image_part(block: Block) -> bool:
    image_url = block.get("image_url")
    return (
        set(block) <= {"type", "image_url", "detail"}
        and bool(image_url)
        and isinstance(image_url, dict)
        and isinstance(image_url.get("url"), str)
    )


def _is_audio_part(block: Block) -> bool:
    audio = block.get("input_audio")
    return (
        bool(audio)
        and isinstance(audio, dict)
        and isinstance(audio.get("data"), str)
        and isinstance(audio.get("format"), str)
    )


def _is_file_part(block: Block) -> bool:
    file = block.get("file")
    return (
        bool(file)
        and isinstance(file, dict)
        and (isinstance(file.get("file_data"), str) or isinstance(file.get("file_id"), str))
    )


def _extras(
    block: Block, outer: str, inner_known: set[str], prefix: str, keep: frozenset[str]
) -> dict[str, Any]:
    """Keys of a part other than ``type`` and ``outer``, then the unknown keys of ``block[outer]``
    (named ``prefix + key``, except those in ``keep``)."""
    extras = {key: value for key, value in block.items() if key not in {"type", outer}}
    for key, value in block[outer].items():
        if key not in inner_known:
            extras[key if key in keep else prefix + key] = value
    return extras


def _image_part(block: Block) -> Block:
    url = block["image_url"]["url"]
    extras = _extras(block, "image_url", {"url"}, "image_url_", frozenset({"detail"}))
    parsed = _parse_data_uri(url)
    if parsed:
        return create_image_block(base64=parsed[1], mime_type=parsed[0], **extras)
    return create_image_block(url=url, **extras)


def _audio_part(block: Block) -> Block:
    audio = block["input_audio"]
    extras = _extras(block, "input_audio", {"data", "format"}, "audio_", frozenset())
    return create_audio_block(base64=audio["data"], mime_type=f"audio/{audio['format']}", **extras)


def _file_part(block: Block) -> Block:
    file = block["file"]
    if "file_id" in file:
        extras = _extras(block, "file", {"file_id"}, "file_", frozenset())
        return create_file_block(file_id=file["file_id"], **extras)
    parsed = _parse_data_uri(file["file_data"])
    if parsed:
        extras = _extras(block, "file", {"file_data", "filename"}, "file_", frozenset())
        # LangChain labels every inline file a PDF, whatever the data URI says.
        return create_file_block(
            base64=parsed[1], mime_type="application/pdf", filename=file.get("filename"), **extras
        )
    return block


_INPUT_PARTS: dict[str, tuple[Callable[[Block], bool], Callable[[Block], Block]]] = {
    "image_url": (_is_image_part, _image_part),
    "input_audio": (_is_audio_part, _audio_part),
    "file": (_is_file_part, _file_part),
}


def convert_chat_completions_input(blocks: list[Block]) -> list[Block]:
    """Best-effort pass: convert Chat Completions ``image_url``, ``input_audio`` and ``file`` parts.

    Args:
        blocks: Blocks from an earlier pass; ``non_standard`` blocks are
            unwrapped and looked at again.

    Returns:
        The blocks, OpenAI data parts converted (they get a generated
        ``lc_`` id), standard blocks kept and any other block wrapped as
        ``non_standard``.

    Raises:
        ValueError: If a part's data is empty.
        TypeError: If a part has a top-level key that the block factory also
            receives by name (such as ``mime_type`` on an audio part).

    Example:
        >>> [block] = convert_chat_completions_input(
        ...     [{"type": "image_url", "image_url": {"url": "https://example.com/a.png", "detail": "low"}}])
        >>> {key: block[key] for key in ("type", "url", "extras")}
        {'type': 'image', 'url': 'https://example.com/a.png', 'extras': {'detail': 'low'}}
    """
    out: list[Block] = []
    for block in unwrap_non_standard(blocks):
        kind = block.get("type")
        part = handler_for(_INPUT_PARTS, kind)
        if part is not None and part[0](block):
            converted = part[1](block)
            out.append(converted if converted.get("type") in KNOWN_BLOCK_TYPES else non_standard(block))
        elif kind in KNOWN_BLOCK_TYPES:
            out.append(block)
        else:
            out.append(non_standard(block))
    return out


# -- Chat Completions output ----------------------------------------------------------------------


def _text_of(content: str) -> list[Block]:
    return [{"type": "text", "text": content}] if content else []


def _refusal_of(message: Any) -> list[Block]:
    """The trailing ``refusal`` block for a truthy ``additional_kwargs["refusal"]`` (kept as it is)."""
    refusal = message.additional_kwargs.get("refusal")
    return [{"type": "refusal", "refusal": refusal}] if refusal else []


def _from_chat_completions(message: Any) -> list[Block]:
    calls = [tool_call_block(call) for call in message.tool_calls]
    return _text_of(message.content) + calls + _refusal_of(message)


def _from_chat_completions_chunk(message: Any) -> list[Block]:
    blocks = _text_of(message.content)
    if message.chunk_position == "last":
        blocks += [tool_call_block(call) for call in message.tool_calls]
    else:
        blocks += [tool_call_chunk_block(chunk) for chunk in message.tool_call_chunks]
    return blocks + _refusal_of(message)


# -- langchain-openai 0.3 messages -----------------------------------------------------------------

_CALL_IDS_KEY = "__openai_function_call_ids__"
_V03_KWARGS = ("reasoning", "tool_outputs", "refusal", _CALL_IDS_KEY)
_V03_ORDER = (
    "reasoning",
    "code_interpreter_call",
    "mcp_call",
    "image_generation_call",
    "text",
    "refusal",
    "function_call",
    "computer_call",
    "mcp_list_tools",
    "mcp_approval_request",
)


def _is_v03(message: Any) -> bool:
    content = message.content
    if not all(isinstance(item, dict) for item in content):
        return False
    kwargs = message.additional_kwargs
    if any(key in kwargs for key in _V03_KWARGS):
        return True
    response_id = message.response_metadata.get("id")
    return (
        isinstance(message.id, str)
        and message.id.startswith("msg_")
        and bool(response_id)
        and isinstance(response_id, str)
        and response_id.startswith("resp_")
    )


def _v03_function_calls(message: Any) -> list[Block]:
    ids = message.additional_kwargs.get(_CALL_IDS_KEY)
    made: list[Block] = []
    if is_isolated_chunk(message):
        chunk = message.tool_call_chunks[0]
        sources = [(chunk.get("name"), chunk.get("args"), chunk.get("id"))]
    else:
        sources = [
            (call["name"], json.dumps(call["args"], ensure_ascii=False), call["id"])
            for call in message.tool_calls
        ]
    for name, arguments, call_id in sources:
        call: Block = {"type": "function_call", "name": name, "arguments": arguments, "call_id": call_id}
        if ids is not None and (item_id := ids.get(call_id)):
            call["id"] = item_id
        made.append(call)
    return made


def _v03_content(message: Any) -> list[Any]:
    """The content of a langchain-openai 0.3 message in Responses order; other content unchanged."""
    if not _is_v03(message):
        return list(message.content)
    buckets: dict[str, list[Any]] = {key: [] for key in _V03_ORDER}
    unknown: list[Any] = []
    kwargs = message.additional_kwargs
    if reasoning := kwargs.get("reasoning"):
        buckets["reasoning"].append(reasoning if "type" in reasoning else {**reasoning, "type": "reasoning"})
    if refusal := kwargs.get("refusal"):
        buckets["refusal"].append({"type": "refusal", "refusal": refusal})
    for block in message.content:
        if isinstance(block, dict) and block.get("type") == "text":
            text = dict(block)
            if isinstance(message.id, str) and message.id.startswith("msg_"):
                text["id"] = message.id
            buckets["text"].append(text)
        else:
            unknown.append(block)
    buckets["function_call"] = _v03_function_calls(message)
    for output in kwargs.get("tool_outputs", []):
        tag = output.get("type") if isinstance(output, dict) else None
        if tag and tag in buckets:
            buckets[tag].append(output)
        else:
            unknown.append(output)
    return [block for key in _V03_ORDER for block in buckets[key]] + unknown


# -- Responses API output ---------------------------------------------------------------------------


@dataclass
class _Responses:
    """What a Responses item handler can see: the message and its (upgraded) content."""

    message: Any
    content: list[Any]


def _citation(annotation: Block) -> Block:
    if annotation.get("type") == "url_citation":
        known = {"type", "url", "title", "cited_text", "start_index", "end_index"}
        out: Block = {
            key: annotation[key] for key in ("end_index", "start_index", "title") if key in annotation
        }
        out["type"] = "citation"
        out["url"] = annotation["url"]
    elif annotation.get("type") == "file_citation":
        known = {"type", "title", "cited_text", "start_index", "end_index", "filename"}
        out = {"type": "citation"}
        if "filename" in annotation:
            out["title"] = annotation["filename"]
    else:
        return {"type": "non_standard_annotation", "value": annotation}
    for key, value in annotation.items():
        if key not in known:
            out.setdefault("extras", {})[key] = value
    return out


def _text(ctx: _Responses, block: Block) -> Iterator[Block]:
    block.setdefault("text", "")
    if "annotations" in block:
        block["annotations"] = [_citation(annotation) for annotation in block["annotations"]]
    if "index" in block:
        block["index"] = f"lc_txt_{block['index']}"
    yield block


_REFUSAL_OWN_KEYS = frozenset({"type", "refusal", "id", "index", "extras"})


def _refusal(ctx: _Responses, block: Block) -> Iterator[Block]:
    """A Responses ``refusal`` item: ``id`` and ``index`` kept as they are, other keys into ``extras``
    (over the item's own ``extras``, when it has some)."""
    new: Block = {"type": "refusal", "refusal": block.get("refusal", "")}
    for key in ("id", "index"):
        if key in block:
            new[key] = block[key]
    extras = {key: value for key, value in block.items() if key not in _REFUSAL_OWN_KEYS}
    if block.get("extras"):
        extras = {**block["extras"], **extras}
    if extras:
        new["extras"] = extras
    yield new


def _summary_index(index: Any, part: Any) -> str:
    return "lc_rs_" + f"{index}_{part}".encode().hex()


def _reasoning(ctx: _Responses, block: Block) -> Iterator[Block]:
    """One reasoning block per summary part; the item's other fields go on the first."""
    if "summary" not in block:
        yield block
        return
    known = {"type", "reasoning", "id", "index"}
    unknown = [key for key in block if key != "summary" and key not in known]
    if unknown:
        # An item with its own ``extras`` raises KeyError here, as in LangChain:
        # the fresh ``extras`` dict is itself moved before it can be filled.
        block["extras"] = {}
        for key in unknown:
            value = block.pop(key)
            block["extras"][key] = value
    if not block["summary"]:
        rest = {key: value for key, value in block.items() if key != "summary"}
        if "index" in rest:
            rest["index"] = _summary_index(rest["index"], 0)
        yield rest
        return
    common = {key: value for key, value in block.items() if key in known}
    first_only = block.pop("extras", None)
    for position, part in enumerate(block["summary"]):
        new = dict(common)
        new["reasoning"] = part.get("text", "")
        if position == 0 and first_only:
            new.update(first_only)  # LangChain spreads them onto the block, not into extras
        if "index" in new:
            new["index"] = _summary_index(new["index"], part.get("index", 0))
        yield new


def _image_generation(ctx: _Responses, block: Block) -> Iterator[Block]:
    new: Block = {"type": "image", "base64": block["result"]}
    if output_format := block.get("output_format"):
        new["mime_type"] = f"image/{output_format}"
    if "id" in block:
        new["id"] = block["id"]
    if "index" in block:
        new["index"] = f"lc_img_{block['index']}"
    for key in ("status", "background", "output_format", "quality", "revised_prompt", "size"):
        if key in block:
            new.setdefault("extras", {})[key] = block[key]
    yield new


def _function_call(ctx: _Responses, block: Block) -> Iterator[Block]:
    message = ctx.message
    call_id = block.get("call_id", "")
    found: Block | None = None
    if is_isolated_chunk(message):
        found = dict(message.tool_call_chunks[0])
    elif call_id:
        for call in message.tool_calls or []:
            if call.get("id") == call_id:
                found = tool_call_block(call)
                break
        else:
            for invalid in message.invalid_tool_calls or []:
                if invalid.get("id") == call_id:
                    found = dict(invalid)
                    break
    if not found:
        return
    if isinstance(found.get("extras"), dict):
        found["extras"] = dict(found["extras"])  # not the message's own dict
    if "id" in block:
        found.setdefault("extras", {})["item_id"] = block["id"]
    if "index" in block:
        found["index"] = f"lc_tc_{block['index']}"
    for key in ("status", "namespace", "async"):
        if key in block:
            found.setdefault("extras", {})[key] = block[key]
    yield found


def _result_index(block: Block, prefix: str, step: int) -> dict[str, Any]:
    """The ``index`` of a result that follows its call: only for integer indexes (``True`` included,
    written ``True`` when not shifted)."""
    index = block.get("index")
    if "index" not in block or not isinstance(index, int):
        return {}
    return {"index": f"{prefix}{index + step}" if step else f"{prefix}{index}"}


def _web_search(ctx: _Responses, block: Block) -> Iterator[Block]:
    call: Block = {"type": "server_tool_call", "name": "web_search", "args": {}, "id": block["id"]}
    if "index" in block:
        call["index"] = f"lc_wsc_{block['index']}"
    sources = None
    action = block.get("action")
    if "action" in block and isinstance(action, dict):
        sources = action.get("sources") if "sources" in action else None
        call["args"] = {key: value for key, value in action.items() if key != "sources"}
    for key, value in block.items():
        if key not in {"type", "id", "action", "status", "index"}:
            call[key] = value
    yield call
    answered = any(
        isinstance(other, dict)
        and other.get("type") == "web_search_result"
        and other.get("id") == block["id"]
        for other in ctx.content
    )
    if answered:
        return
    result: Block = {"type": "server_tool_result", "tool_call_id": block["id"]}
    if sources:
        result["output"] = {"sources": sources}
    result.update(status_from(block.get("status")))
    result.update(_result_index(block, "lc_wsr_", 1))
    yield result


def _file_search(ctx: _Responses, block: Block) -> Iterator[Block]:
    call: Block = {
        "type": "server_tool_call",
        "name": "file_search",
        "id": block["id"],
        "args": {"queries": block.get("queries", [])},
    }
    if "index" in block:
        call["index"] = f"lc_fsc_{block['index']}"
    for key, value in block.items():
        if key not in {"type", "id", "queries", "results", "status", "index"}:
            call[key] = value
    yield call
    result: Block = {"type": "server_tool_result", "tool_call_id": block["id"]}
    if output := block.get("results"):
        result["output"] = output
    result.update(status_from(block.get("status")))
    result.update(_result_index(block, "lc_fsr_", 1))
    yield result


def _code_interpreter(ctx: _Responses, block: Block) -> Iterator[Block]:
    call: Block = {"type": "server_tool_call", "name": "code_interpreter", "id": block["id"]}
    if "code" in block:
        call["args"] = {"code": block["code"]}
    if "index" in block:
        call["index"] = f"lc_cic_{block['index']}"
    for key, value in block.items():
        if key not in {"type", "id", "outputs", "status", "code", "extras", "index"}:
            call.setdefault("extras", {})[key] = value
    result: Block = {"type": "server_tool_result", "tool_call_id": block["id"]}
    if "outputs" in block:
        result["output"] = block["outputs"]
    result.update(status_from(block.get("status")))
    result.update(_result_index(block, "lc_cir_", 1))
    yield call
    yield result


def _error_status(result: Block, error: Any) -> None:
    if error:
        result.setdefault("extras", {})["error"] = error
        result["status"] = "error"
    else:
        result["status"] = "success"


def _mcp_result(block: Block, output_key: str, index_prefix: str) -> Block:
    """The ``server_tool_result`` after an MCP call or tool listing, with ``block[output_key]`` as output."""
    result: Block = {"type": "server_tool_result", "tool_call_id": block["id"]}
    if output := block.get(output_key):
        result["output"] = output
    _error_status(result, block.get("error"))
    result.update(_result_index(block, index_prefix, 1))
    return result


def _mcp_call(ctx: _Responses, block: Block) -> Iterator[Block]:
    call: Block = {"type": "server_tool_call", "name": "remote_mcp", "id": block["id"]}
    arguments = block.get("arguments")
    if arguments and isinstance(arguments, str):
        try:
            call["args"] = json.loads(arguments)
        except json.JSONDecodeError:
            call["extras"] = {"arguments": arguments}
    if "name" in block:
        call.setdefault("extras", {})["tool_name"] = block["name"]
    if "server_label" in block:
        call.setdefault("extras", {})["server_label"] = block["server_label"]
    if "index" in block:
        call["index"] = f"lc_mcp_{block['index']}"
    known = {"type", "id", "arguments", "name", "server_label", "output", "error", "extras", "index"}
    yield populate_extras(call, block, known)
    yield _mcp_result(block, "output", "lc_mcpr_")


def _mcp_list_tools(ctx: _Responses, block: Block) -> Iterator[Block]:
    call: Block = {"type": "server_tool_call", "name": "mcp_list_tools", "args": {}, "id": block["id"]}
    if "server_label" in block:
        call["extras"] = {"server_label": block["server_label"]}
    if "index" in block:
        call["index"] = f"lc_mlt_{block['index']}"
    known = {"type", "id", "name", "server_label", "tools", "error", "extras", "index"}
    yield populate_extras(call, block, known)
    yield _mcp_result(block, "tools", "lc_mltr_")


def _tool_search_call(ctx: _Responses, block: Block) -> Iterator[Block]:
    call: Block = {
        "type": "server_tool_call",
        "name": "tool_search",
        "id": block["id"],
        "args": block.get("arguments", {}),
    }
    if "index" in block:
        call["index"] = f"lc_tsc_{block['index']}"
    extras = {key: value for key, value in block.items() if key not in {"type", "id", "arguments", "index"}}
    if extras:
        call["extras"] = extras
    yield call


def _tool_search_output(ctx: _Responses, block: Block) -> Iterator[Block]:
    result: Block = {
        "type": "server_tool_result",
        "tool_call_id": block["id"],
        "output": {"tools": block.get("tools", [])},
    }
    status = block.get("status")
    if status in ("failed", "completed"):
        result.update(status_from(status))
    result.update(_result_index(block, "lc_tso_", 0))
    result["extras"] = {"name": "tool_search"} | {
        key: value for key, value in block.items() if key not in {"type", "id", "status", "tools", "index"}
    }
    yield result


def _has_id(block: Block) -> bool:
    return "id" in block


def _run_on_server(block: Block) -> bool:
    return bool(block.get("execution") == "server") and "id" in block


_ResponsesHandler = Callable[[_Responses, Block], Iterator[Block]]

_RESPONSES_ITEMS: dict[str, tuple[Callable[[Block], bool] | None, _ResponsesHandler]] = {
    "text": (None, _text),
    "refusal": (None, _refusal),
    "reasoning": (None, _reasoning),
    "image_generation_call": (lambda block: bool(block.get("result")), _image_generation),
    "function_call": (None, _function_call),
    "web_search_call": (_has_id, _web_search),
    "file_search_call": (_has_id, _file_search),
    "code_interpreter_call": (_has_id, _code_interpreter),
    "mcp_call": (_has_id, _mcp_call),
    "mcp_list_tools": (_has_id, _mcp_list_tools),
    "tool_search_call": (_run_on_server, _tool_search_call),
    "tool_search_output": (_run_on_server, _tool_search_output),
}
"""Responses item type -> (condition the item must meet, handler). Items that fail the
condition, or have another type, are kept when standard and wrapped as ``non_standard`` otherwise.
A server tool item without an ``id`` (optional in input items) has no call for a result to answer:
it is kept as ``non_standard`` (LangChain raises ``KeyError``, see docs/compat.md)."""


def _from_responses(message: Any, content: list[Any]) -> list[Block]:
    ctx = _Responses(message, content)
    out: list[Block] = []
    for item in content:
        if not isinstance(item, dict):
            continue
        block = dict(item)
        kind = block.get("type")
        entry = handler_for(_RESPONSES_ITEMS, kind)
        if entry is not None and (entry[0] is None or entry[0](block)):
            out.extend(entry[1](ctx, block))
        elif kind in KNOWN_BLOCK_TYPES:
            out.append(block)
        else:
            wrapped = non_standard(block)
            if "index" in block:
                wrapped["index"] = f"lc_ns_{block.pop('index')}"
            out.append(wrapped)
    return out


HANDLED_TYPES: frozenset[str] = (
    frozenset(_INPUT_PARTS)
    | frozenset(_RESPONSES_ITEMS)
    | {"url_citation", "file_citation", "web_search_result"}
)
"""The ``type`` tags this module reads: input parts, Responses items, annotation types, and
``web_search_result`` (a web search call whose result is in the content gets no second one)."""


def translate_content(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessage`` from OpenAI.

    Args:
        message: The message; string content is read as Chat Completions
            output, list content as Responses API output.

    Returns:
        The standard content blocks. Chat Completions output ends with a
        ``refusal`` block when ``additional_kwargs["refusal"]`` is truthy;
        Responses ``refusal`` items keep their ``id`` and ``index`` and put
        their other keys into ``extras``.

    Raises:
        KeyError: If a Responses item lacks a field its type requires (such
            as the ``id`` of a ``web_search_call``).

    Example:
        >>> from chatschema import AIMessage
        >>> msg = AIMessage([{"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text",
        ...                   "text": "Think."}]}, {"type": "text", "text": "Hi", "annotations": []}])
        >>> translate_content(msg)  # doctest: +NORMALIZE_WHITESPACE
        [{'type': 'reasoning', 'id': 'rs_1', 'reasoning': 'Think.'},
         {'type': 'text', 'text': 'Hi', 'annotations': []}]
        >>> translate_content(AIMessage("", additional_kwargs={"refusal": "I can't help with that."}))
        [{'type': 'refusal', 'refusal': "I can't help with that."}]
    """
    if isinstance(message.content, str):
        return _from_chat_completions(message)
    return _from_responses(message, _v03_content(message))


def translate_content_chunk(message: Any) -> list[Block]:
    """Standard blocks of an ``AIMessageChunk`` from OpenAI.

    String content is a Chat Completions chunk: its text, then
    ``tool_call_chunk`` blocks (or, on the last chunk, ``tool_call`` blocks).
    List content is read as in :func:`translate_content`.

    Args:
        message: The chunk.

    Returns:
        The standard content blocks.

    Raises:
        KeyError: See :func:`translate_content`.

    Example:
        >>> from chatschema import AIMessageChunk
        >>> chunk = AIMessageChunk("", tool_call_chunks=[
        ...     {"name": "f", "args": '{"a"', "id": "c1", "index": 0}])
        >>> translate_content_chunk(chunk)
        [{'type': 'tool_call_chunk', 'id': 'c1', 'name': 'f', 'args': '{"a"', 'index': 0}]
    """
    if isinstance(message.content, str):
        return _from_chat_completions_chunk(message)
    return _from_responses(message, _v03_content(message))


register_translator("openai", translate_content, translate_content_chunk)
