"""Factories for standard (v1) content blocks, and conversions of data blocks to OpenAI's formats.

The factories take the same arguments as those in ``langchain_core.messages.content``
1.8.3 and build the same dicts: a block ``id`` is generated as ``lc_<uuid4>`` when
none is given, keyword arguments the block has no field for go into ``extras``
(``None`` values are left out), and missing data raises the same ``ValueError``.
"""

from __future__ import annotations

import uuid
from typing import Any, Literal

from chatschema._warn import warn_at_caller
from chatschema.blocks._registry import Block
from chatschema_generated.tags import CONTENT_BLOCK_TAGS, DATA_CONTENT_BLOCK_BY_TAG

__all__ = [
    "DATA_CONTENT_BLOCK_TYPES",
    "KNOWN_BLOCK_TYPES",
    "LC_AUTO_PREFIX",
    "convert_to_openai_data_block",
    "convert_to_openai_image_block",
    "create_audio_block",
    "create_citation",
    "create_file_block",
    "create_image_block",
    "create_non_standard_block",
    "create_plaintext_block",
    "create_reasoning_block",
    "create_text_block",
    "create_tool_call",
    "create_video_block",
    "is_data_content_block",
]

KNOWN_BLOCK_TYPES: frozenset[str] = CONTENT_BLOCK_TAGS
"""The ``type`` tags of standard content blocks: the members of the ``ContentBlock`` union in
schemas/content_blocks.json, generated into ``chatschema_generated.tags``. Annotation tags
(``citation``, ``non_standard_annotation``) are not block tags and are not listed."""

DATA_CONTENT_BLOCK_TYPES: tuple[str, ...] = tuple(DATA_CONTENT_BLOCK_BY_TAG)
"""The ``type`` tags of blocks that carry data (multimodal input): the members of the
``DataContentBlock`` union, in schema order."""

LC_AUTO_PREFIX = "lc_"
"""Prefix of generated block ids, which read ``lc_`` followed by a UUID4."""


def _ensure_id(given: str | None) -> str:
    return given or f"{LC_AUTO_PREFIX}{uuid.uuid4()}"


def _finish(block: Block, index: int | str | None, extra: dict[str, Any]) -> Block:
    """Set ``index`` and ``extras`` (without ``None`` values) when there is something to set."""
    if index is not None:
        block["index"] = index
    extras = {key: value for key, value in extra.items() if value is not None}
    if extras:
        block["extras"] = extras
    return block


def _media_block(
    kind: str,
    url: str | None,
    base64: str | None,
    file_id: str | None,
    mime_type: str | None,
    block_id: str | None,
    index: int | str | None,
    extra: dict[str, Any],
    *,
    base64_needs_mime: bool,
) -> Block:
    if not (url or base64 or file_id):
        raise ValueError("Must provide one of: url, base64, or file_id")
    if base64_needs_mime and base64 and not mime_type:
        raise ValueError("mime_type is required when using base64 data")
    block: Block = {"type": kind, "id": _ensure_id(block_id)}
    for key, value in (("url", url), ("base64", base64), ("file_id", file_id), ("mime_type", mime_type)):
        if value is not None:
            block[key] = value
    return _finish(block, index, extra)


def create_text_block(
    text: str,
    *,
    id: str | None = None,
    annotations: list[dict[str, Any]] | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build a ``text`` block.

    Args:
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        annotations: Citations and other annotations of the text.
        index: Position of the block in a stream.
        **kwargs: Provider fields; those not ``None`` go into ``extras``.

    Example:
        >>> create_text_block("Hello", id="b1", signature="abc")
        {'type': 'text', 'text': 'Hello', 'id': 'b1', 'extras': {'signature': 'abc'}}
    """
    block: Block = {"type": "text", "text": text, "id": _ensure_id(id)}
    if annotations is not None:
        block["annotations"] = annotations
    return _finish(block, index, kwargs)


def create_image_block(
    *,
    url: str | None = None,
    base64: str | None = None,
    file_id: str | None = None,
    mime_type: str | None = None,
    id: str | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build an ``image`` block.

    Unlike the audio, video and file factories, base64 data without a
    ``mime_type`` is accepted (as in LangChain 1.8.3).

    Args:
        url: Where the image is.
        base64: The image, base64-encoded.
        file_id: The image's id in a provider's file storage.
        mime_type: Media type, such as ``image/png``.
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.
        **kwargs: Provider fields; those not ``None`` go into ``extras``.

    Raises:
        ValueError: If none of ``url``, ``base64`` and ``file_id`` is given (non-empty).

    Example:
        >>> create_image_block(url="https://example.com/cat.png", id="img1", detail="low")
        {'type': 'image', 'id': 'img1', 'url': 'https://example.com/cat.png', 'extras': {'detail': 'low'}}
        >>> create_image_block(mime_type="image/png")
        Traceback (most recent call last):
        ...
        ValueError: Must provide one of: url, base64, or file_id
    """
    return _media_block("image", url, base64, file_id, mime_type, id, index, kwargs, base64_needs_mime=False)


def create_video_block(
    *,
    url: str | None = None,
    base64: str | None = None,
    file_id: str | None = None,
    mime_type: str | None = None,
    id: str | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build a ``video`` block.

    Args:
        url: Where the video is.
        base64: The video, base64-encoded; needs ``mime_type``.
        file_id: The video's id in a provider's file storage.
        mime_type: Media type, such as ``video/mp4``.
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.
        **kwargs: Provider fields; those not ``None`` go into ``extras``.

    Raises:
        ValueError: If none of ``url``, ``base64`` and ``file_id`` is given, or
            ``base64`` is given without ``mime_type``.

    Example:
        >>> create_video_block(file_id="f-1", id="v1")
        {'type': 'video', 'id': 'v1', 'file_id': 'f-1'}
        >>> create_video_block(base64="AAAA")
        Traceback (most recent call last):
        ...
        ValueError: mime_type is required when using base64 data
    """
    return _media_block("video", url, base64, file_id, mime_type, id, index, kwargs, base64_needs_mime=True)


def create_audio_block(
    *,
    url: str | None = None,
    base64: str | None = None,
    file_id: str | None = None,
    mime_type: str | None = None,
    id: str | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build an ``audio`` block.

    Args:
        url: Where the audio is.
        base64: The audio, base64-encoded; needs ``mime_type``.
        file_id: The audio's id in a provider's file storage.
        mime_type: Media type, such as ``audio/wav``.
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.
        **kwargs: Provider fields; those not ``None`` go into ``extras``.

    Raises:
        ValueError: If none of ``url``, ``base64`` and ``file_id`` is given, or
            ``base64`` is given without ``mime_type``.

    Example:
        >>> create_audio_block(base64="UklGRg==", mime_type="audio/wav", id="a1")
        {'type': 'audio', 'id': 'a1', 'base64': 'UklGRg==', 'mime_type': 'audio/wav'}
    """
    return _media_block("audio", url, base64, file_id, mime_type, id, index, kwargs, base64_needs_mime=True)


def create_file_block(
    *,
    url: str | None = None,
    base64: str | None = None,
    file_id: str | None = None,
    mime_type: str | None = None,
    id: str | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build a ``file`` block, such as a PDF document.

    Args:
        url: Where the file is.
        base64: The file, base64-encoded; needs ``mime_type``.
        file_id: The file's id in a provider's file storage.
        mime_type: Media type, such as ``application/pdf``.
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.
        **kwargs: Provider fields, such as ``filename``; those not ``None`` go
            into ``extras``.

    Raises:
        ValueError: If none of ``url``, ``base64`` and ``file_id`` is given, or
            ``base64`` is given without ``mime_type``.

    Example:
        >>> block = create_file_block(url="https://example.com/a.pdf", filename="a.pdf")
        >>> block["id"].startswith("lc_"), block["extras"]
        (True, {'filename': 'a.pdf'})
    """
    return _media_block("file", url, base64, file_id, mime_type, id, index, kwargs, base64_needs_mime=True)


def create_plaintext_block(
    text: str | None = None,
    url: str | None = None,
    base64: str | None = None,
    file_id: str | None = None,
    title: str | None = None,
    context: str | None = None,
    id: str | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build a ``text-plain`` block: a plain-text document.

    Args:
        text: The document's text.
        url: Where the document is.
        base64: The document, base64-encoded.
        file_id: The document's id in a provider's file storage.
        title: Title of the document.
        context: Extra context about the document.
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.
        **kwargs: Provider fields; those not ``None`` go into ``extras``.

    Returns:
        The block; its ``mime_type`` is always ``text/plain``.

    Example:
        >>> create_plaintext_block("Notes", title="notes.txt", id="d1")  # doctest: +NORMALIZE_WHITESPACE
        {'type': 'text-plain', 'mime_type': 'text/plain', 'id': 'd1', 'text': 'Notes',
         'title': 'notes.txt'}
    """
    block: Block = {"type": "text-plain", "mime_type": "text/plain", "id": _ensure_id(id)}
    for key, value in (
        ("text", text),
        ("url", url),
        ("base64", base64),
        ("file_id", file_id),
        ("title", title),
        ("context", context),
    ):
        if value is not None:
            block[key] = value
    return _finish(block, index, kwargs)


def create_tool_call(
    name: str,
    args: dict[str, Any],
    *,
    id: str | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build a ``tool_call`` block.

    Args:
        name: The tool to call.
        args: The arguments of the call.
        id: The call id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.
        **kwargs: Provider fields; those not ``None`` go into ``extras``.

    Example:
        >>> create_tool_call("search", {"q": "cats"}, id="call_1")
        {'type': 'tool_call', 'name': 'search', 'args': {'q': 'cats'}, 'id': 'call_1'}
    """
    block: Block = {"type": "tool_call", "name": name, "args": args, "id": _ensure_id(id)}
    return _finish(block, index, kwargs)


def create_reasoning_block(
    reasoning: str | None = None,
    id: str | None = None,
    index: int | str | None = None,
    **kwargs: Any,
) -> Block:
    """Build a ``reasoning`` block.

    Args:
        reasoning: The reasoning text; an empty string when not given.
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.
        **kwargs: Provider fields, such as ``signature``; those not ``None``
            go into ``extras``.

    Example:
        >>> create_reasoning_block(id="r1", signature="sig")
        {'type': 'reasoning', 'reasoning': '', 'id': 'r1', 'extras': {'signature': 'sig'}}
    """
    block: Block = {"type": "reasoning", "reasoning": reasoning or "", "id": _ensure_id(id)}
    return _finish(block, index, kwargs)


def create_citation(
    *,
    url: str | None = None,
    title: str | None = None,
    start_index: int | None = None,
    end_index: int | None = None,
    cited_text: str | None = None,
    id: str | None = None,
    **kwargs: Any,
) -> Block:
    """Build a ``citation`` annotation, for a text block's ``annotations``.

    Args:
        url: URL of the cited source.
        title: Title of the cited source.
        start_index: Start of the cited span in the response text.
        end_index: End of the cited span in the response text.
        cited_text: The text cited from the source.
        id: The annotation id; ``lc_<uuid4>`` is generated when not given.
        **kwargs: Provider fields; those not ``None`` go into ``extras``.

    Example:
        >>> create_citation(url="https://example.com", start_index=0, end_index=5, id="c1")
        {'type': 'citation', 'id': 'c1', 'url': 'https://example.com', 'start_index': 0, 'end_index': 5}
    """
    block: Block = {"type": "citation", "id": _ensure_id(id)}
    for key, value in (
        ("url", url),
        ("title", title),
        ("start_index", start_index),
        ("end_index", end_index),
        ("cited_text", cited_text),
    ):
        if value is not None:
            block[key] = value
    return _finish(block, None, kwargs)


def create_non_standard_block(
    value: dict[str, Any],
    *,
    id: str | None = None,
    index: int | str | None = None,
) -> Block:
    """Build a ``non_standard`` block around a provider's own block.

    Args:
        value: The provider's block, kept whole.
        id: The block id; ``lc_<uuid4>`` is generated when not given.
        index: Position of the block in a stream.

    Example:
        >>> create_non_standard_block({"type": "refusal", "refusal": "no"}, id="n1")
        {'type': 'non_standard', 'value': {'type': 'refusal', 'refusal': 'no'}, 'id': 'n1'}
    """
    block: Block = {"type": "non_standard", "value": value, "id": _ensure_id(id)}
    return _finish(block, index, {})


def is_data_content_block(block: dict[str, Any]) -> bool:
    """Whether a block carries multimodal data, in the v1 or the legacy v0 form.

    Args:
        block: A content block.

    Returns:
        ``True`` for an image, video, audio, plain-text or file block that has
        ``url``, ``base64``, ``file_id`` or ``text``, or a v0 ``source_type``
        with the matching data key; ``False`` otherwise.

    Raises:
        AttributeError: If ``block`` is not a mapping.

    Example:
        >>> is_data_content_block({"type": "image", "url": "https://example.com/a.png"})
        True
        >>> is_data_content_block({"type": "image", "source_type": "base64", "data": "AAAA"})
        True
        >>> is_data_content_block({"type": "text", "text": "hi"})
        False
    """
    if block.get("type") not in DATA_CONTENT_BLOCK_TYPES:
        return False
    if any(key in block for key in ("url", "base64", "file_id", "text")):
        return True
    if "source_type" not in block:
        return False
    needs = {"url": "url", "base64": "data", "id": "id", "text": "url"}
    source = block["source_type"]
    return isinstance(source, str) and source in needs and needs[source] in block


# -- OpenAI formats -------------------------------------------------------------------------------


def convert_to_openai_image_block(block: dict[str, Any]) -> dict[str, Any]:
    """Convert an image block (v1, or v0 with ``source_type``) to a Chat Completions ``image_url`` part.

    Args:
        block: The image block.

    Returns:
        ``{"type": "image_url", "image_url": {"url": ...}}``, with base64 data
        written as a ``data:`` URL.

    Raises:
        ValueError: If base64 data has no ``mime_type``, or the block has
            neither a URL nor base64 data.

    Example:
        >>> convert_to_openai_image_block({"type": "image", "base64": "AAAA", "mime_type": "image/png"})
        {'type': 'image_url', 'image_url': {'url': 'data:image/png;base64,AAAA'}}
    """
    if "url" in block:
        return {"type": "image_url", "image_url": {"url": block["url"]}}
    if "base64" in block or block.get("source_type") == "base64":
        if "mime_type" not in block:
            raise ValueError("mime_type key is required for base64 data.")
        data = block["data"] if "data" in block else block["base64"]
        return {"type": "image_url", "image_url": {"url": f"data:{block['mime_type']};base64,{data}"}}
    raise ValueError("Unsupported source type. Only 'url' and 'base64' are supported.")


def _openai_file_base64(block: dict[str, Any], api: str) -> dict[str, Any]:
    data = block["data"] if "source_type" in block else block["base64"]
    file: dict[str, Any] = {"file_data": f"data:{block['mime_type']};base64,{data}"}
    extras = block.get("extras")
    metadata = block.get("metadata")
    if filename := block.get("filename"):
        file["filename"] = filename
    elif extras and "filename" in extras:
        file["filename"] = extras["filename"]
    elif metadata and "filename" in metadata:
        file["filename"] = metadata["filename"]
    else:
        file["filename"] = "LC_AUTOGENERATED"
        warn_at_caller(
            UserWarning(
                "OpenAI may require a filename for file uploads. Specify a filename in the content block, "
                "e.g.: {'type': 'file', 'mime_type': '...', 'base64': '...', 'filename': 'my-file.pdf'}. "
                "Using placeholder filename 'LC_AUTOGENERATED'."
            )
        )
    return {"type": "input_file", **file} if api == "responses" else {"type": "file", "file": file}


def _openai_file(block: dict[str, Any], api: str) -> dict[str, Any]:
    if block.get("source_type") == "base64" or "base64" in block:
        return _openai_file_base64(block, api)
    if block.get("source_type") == "id" or "file_id" in block:
        file_id = block["id"] if "source_type" in block else block["file_id"]
        if api == "responses":
            return {"type": "input_file", "file_id": file_id}
        return {"type": "file", "file": {"file_id": file_id}}
    if "url" in block:  # whatever the source_type says
        if api == "chat/completions":
            raise ValueError("OpenAI Chat Completions does not support file URLs.")
        return {"type": "input_file", "file_url": block["url"]}
    raise ValueError("Keys base64, url, or file_id required for file blocks.")


def _openai_audio(block: dict[str, Any], api: str) -> dict[str, Any]:
    if "base64" in block or block.get("source_type") == "base64":
        data = block["data"] if "source_type" in block else block["base64"]
        return {
            "type": "input_audio",
            "input_audio": {"data": data, "format": block["mime_type"].split("/")[-1]},
        }
    raise ValueError("Key base64 is required for audio blocks.")


def _openai_image(block: dict[str, Any], api: str) -> dict[str, Any]:
    part = convert_to_openai_image_block(block)
    if api == "responses":
        return {"type": "input_image", "image_url": part["image_url"]["url"]}
    return part


_OPENAI_DATA_CONVERTERS = {"image": _openai_image, "file": _openai_file, "audio": _openai_audio}


def convert_to_openai_data_block(
    block: dict[str, Any], api: Literal["chat/completions", "responses"] = "chat/completions"
) -> dict[str, Any]:
    """Convert a data block (v1, or v0 with ``source_type``) to the form an OpenAI API expects.

    A base64 file with no filename (in ``filename``, ``extras`` or
    ``metadata``) is given the placeholder ``LC_AUTOGENERATED`` and a
    ``UserWarning`` is emitted.

    Args:
        block: An ``image``, ``file`` or ``audio`` block.
        api: ``"chat/completions"`` or ``"responses"``.

    Returns:
        The OpenAI content part.

    Raises:
        ValueError: If the block type is not supported, required data is
            missing, or a file URL is sent to Chat Completions.
        KeyError: If the block has no ``type``, or base64 file or audio data
            has no ``mime_type``.

    Example:
        >>> convert_to_openai_data_block({"type": "file", "file_id": "file-1"}, api="responses")
        {'type': 'input_file', 'file_id': 'file-1'}
        >>> convert_to_openai_data_block({"type": "audio", "base64": "UklG", "mime_type": "audio/wav"})
        {'type': 'input_audio', 'input_audio': {'data': 'UklG', 'format': 'wav'}}
        >>> convert_to_openai_data_block({"type": "video", "url": "https://example.com/v.mp4"})
        Traceback (most recent call last):
        ...
        ValueError: Block of type video is not supported.
    """
    kind = block["type"]
    convert = _OPENAI_DATA_CONVERTERS.get(kind) if isinstance(kind, str) else None
    if convert is None:
        raise ValueError(f"Block of type {kind} is not supported.")
    return convert(block, api)
