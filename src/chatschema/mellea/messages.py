"""Chat messages shaped like mellea's ``Message`` and ``ToolMessage``, as msgspec Structs.

Design notes: docs/design.md, ``chatschema.mellea.messages``.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import msgspec

__all__ = [
    "ROLES",
    "AudioBlock",
    "AudioUrlBlock",
    "Document",
    "ImageBlock",
    "ImageUrlBlock",
    "Message",
    "ToolMessage",
]

Role = Literal["system", "user", "assistant", "tool"]

ROLES: tuple[str, ...] = ("system", "user", "assistant", "tool")
"""The roles a message may have, as in mellea."""

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

_AUDIO_FORMATS = {
    "x-wav": "wav",
    "wave": "wav",
    "mpeg": "mp3",
    "x-mpeg": "mp3",
    "x-mp3": "mp3",
    "x-flac": "flac",
}
"""Audio MIME subtypes whose format token (as OpenAI names it) differs from the subtype."""


def _strip_data_uri(value: str) -> str:
    """The base64 payload of a ``data:...;base64,`` URI, or ``value`` itself."""
    if value.startswith("data:") and "base64," in value:
        return value.split("base64,", 1)[1]
    return value


def _decode_base64(value: str) -> bytes | None:
    """The bytes of (possibly unpadded) base64 text, or ``None`` when it is not base64."""
    text = _strip_data_uri(value).strip()
    text += "=" * (-len(text) % 4)
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None


def _is_url(value: Any) -> bool:
    return isinstance(value, str) and value.startswith(("http://", "https://"))


def mime_of_data_uri(value: str) -> str | None:
    """The MIME type of a ``data:<mime>;base64,`` URI, or ``None`` for other text.

    Args:
        value: A data URI or plain base64 text.

    Returns:
        The MIME type, such as ``"image/png"``.

    Example:
        >>> mime_of_data_uri("data:audio/wav;base64,UklGRg==")
        'audio/wav'
        >>> mime_of_data_uri("UklGRg==") is None
        True
    """
    if value.startswith("data:") and ";base64," in value:
        return value[5:].split(";", 1)[0] or None
    return None


def audio_format_of_mime(mime: str) -> str:
    """The audio format token (``wav``, ``mp3``, ...) that a MIME type stands for.

    Args:
        mime: An audio MIME type, such as ``"audio/mpeg"``.

    Returns:
        The subtype, with legacy names mapped to OpenAI's (``mpeg`` to ``mp3``).

    Example:
        >>> audio_format_of_mime("audio/mpeg"), audio_format_of_mime("audio/ogg")
        ('mp3', 'ogg')
    """
    subtype = mime.split("/")[-1]
    return _AUDIO_FORMATS.get(subtype, subtype)


class Document(msgspec.Struct):
    """A text passage attached to a message, with an optional title and id (mellea's ``Document``).

    Example:
        >>> Document("Paris is the capital of France.", title="Geography", doc_id="d1")
        Document(text='Paris is the capital of France.', title='Geography', doc_id='d1')
    """

    text: str
    title: str | None = None
    doc_id: str | None = None


class ImageBlock(msgspec.Struct, tag="image"):
    """An image as base64 PNG data, with or without a ``data:`` URI prefix (mellea's ``ImageBlock``).

    Raises:
        ValueError: The value is not base64 text of a PNG image, as in mellea.

    Example:
        >>> png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"
        >>> png += "YPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        >>> ImageBlock(png).mime_type
        'image/png'
        >>> ImageBlock("aGVsbG8=")
        Traceback (most recent call last):
        ...
        ValueError: Invalid base64 string representation of image.
    """

    value: str

    def __post_init__(self) -> None:
        data = _decode_base64(self.value) if isinstance(self.value, str) else None
        if data is None or not data.startswith(_PNG_SIGNATURE):
            raise ValueError("Invalid base64 string representation of image.")

    @property
    def base64(self) -> str:
        """The base64 payload, without a ``data:`` prefix."""
        return _strip_data_uri(self.value)

    @property
    def mime_type(self) -> str:
        """The MIME type: from the data URI, else ``image/png``."""
        return mime_of_data_uri(self.value) or "image/png"

    @property
    def url(self) -> str:
        """The image as a ``data:`` URL."""
        return self.value if self.value.startswith("data:") else f"data:image/png;base64,{self.value}"


class ImageUrlBlock(msgspec.Struct, tag="image_url"):
    """An image given by an ``http://`` or ``https://`` URL (mellea's ``ImageUrlBlock``).

    Raises:
        ValueError: The value is not an http(s) URL.

    Example:
        >>> ImageUrlBlock("https://example.com/cat.png").value
        'https://example.com/cat.png'
    """

    value: str

    def __post_init__(self) -> None:
        if not _is_url(self.value):
            raise ValueError(f"ImageUrlBlock requires an http:// or https:// URL; got: {self.value!r}")


class AudioBlock(msgspec.Struct, tag="audio"):
    """Audio as base64 data (mellea's ``AudioBlock``); the format is read from a data URI when not given.

    Raises:
        ValueError: The value is not base64 text, or no format is given or readable.

    Example:
        >>> AudioBlock("data:audio/mpeg;base64,SUQz").format
        'mp3'
    """

    value: str
    format: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.value, str) or _decode_base64(self.value) is None:
            raise ValueError("AudioBlock value is not base64 audio data.")
        if self.format is None:
            mime = mime_of_data_uri(self.value)
            if mime is not None:
                self.format = audio_format_of_mime(mime)
        if not (self.format and self.format.strip()):
            raise ValueError("AudioBlock needs a format such as 'wav': pass format= or use a data URI.")

    @property
    def base64(self) -> str:
        """The base64 payload, without a ``data:`` prefix."""
        return _strip_data_uri(self.value)


class AudioUrlBlock(msgspec.Struct, tag="audio_url"):
    """Audio given by an ``http://`` or ``https://`` URL, with its format (mellea's ``AudioUrlBlock``).

    Raises:
        ValueError: The value is not an http(s) URL, or the format is empty.

    Example:
        >>> AudioUrlBlock("https://example.com/a.wav", "wav").format
        'wav'
    """

    value: str
    format: str

    def __post_init__(self) -> None:
        if not _is_url(self.value):
            raise ValueError(f"AudioUrlBlock requires an http:// or https:// URL; got: {self.value!r}")
        if not (isinstance(self.format, str) and self.format.strip()):
            raise ValueError("AudioUrlBlock needs a non-empty format such as 'wav'.")


Image = ImageBlock | ImageUrlBlock
Audio = AudioBlock | AudioUrlBlock


def _foreign(value: Any, names: tuple[str, ...]) -> bool:
    """Whether ``value`` is one of mellea's classes of these names (read without importing mellea)."""
    return type(value).__name__ in names and type(value).__module__.startswith("mellea")


def _image(value: Any) -> Image:
    if isinstance(value, (ImageBlock, ImageUrlBlock)):
        return value
    if isinstance(value, str):
        return ImageUrlBlock(value) if _is_url(value) else ImageBlock(value)
    if _foreign(value, ("ImageUrlBlock",)):
        return ImageUrlBlock(str(value.value))
    if _foreign(value, ("ImageBlock",)):
        return ImageBlock(str(value.value))
    raise TypeError(f"An image must be an ImageBlock, an ImageUrlBlock or a str, not {type(value).__name__}")


def _audio(value: Any) -> Audio:
    if isinstance(value, (AudioBlock, AudioUrlBlock)):
        return value
    if isinstance(value, str):
        return AudioBlock(value)  # a data URI says its format
    if _foreign(value, ("AudioUrlBlock",)):
        return AudioUrlBlock(str(value.value), value.format)
    if _foreign(value, ("AudioBlock",)):
        return AudioBlock(str(value.value), value.format)
    raise TypeError(
        f"Audio must be an AudioBlock, an AudioUrlBlock or a data URI, not {type(value).__name__}"
    )


def _document(value: Any) -> Document:
    if isinstance(value, Document):
        return value
    if isinstance(value, str):
        return Document(value)
    if _foreign(value, ("Document", "RichDocument")) or hasattr(value, "text"):
        text = value.text
        if not isinstance(text, str):
            raise TypeError(f"A document's text must be a str, not {type(text).__name__}")
        return Document(text, getattr(value, "title", None), getattr(value, "doc_id", None))
    raise TypeError(f"A document must be a Document or a str, not {type(value).__name__}")


class _Turn(msgspec.Struct, omit_defaults=True, repr_omit_defaults=True):
    """The positional fields every message starts with."""

    role: Role
    content: str


class Message(_Turn, kw_only=True):
    """One turn of a chat, as mellea's ``Message``: a role, text content and attachments.

    Args:
        role: ``"system"``, ``"user"``, ``"assistant"`` or ``"tool"``.
        content: The text of the message.
        images: Images: :class:`ImageBlock`, :class:`ImageUrlBlock`, mellea's
            blocks, or strings (an http(s) URL, else base64 PNG data).
        audio: Audio: :class:`AudioBlock`, :class:`AudioUrlBlock`, mellea's
            blocks, or ``data:audio/...;base64,`` strings.
        documents: Documents: :class:`Document`, mellea's ``Document``, or
            strings (the text of an untitled document).
        tool_calls: OpenAI-style tool calls of an assistant turn
            (``{"id", "type": "function", "function": {"name", "arguments"}}``).
        tool_call_id: For a ``tool`` turn, the id of the call it answers.
        tool_name: For a ``tool`` turn, the name of the tool.
        thinking: The reasoning trace of an assistant turn.
        provider_fields: Extra wire fields per provider (``"openai"``, ``"*"``, ...),
            merged into the dict that :func:`chatschema.mellea.to_openai` writes.

    Raises:
        ValueError: ``role`` is not one of the four roles (mellea's message),
            or an image or audio value is invalid.
        TypeError: ``content`` is not a ``str``, or an attachment is of an unknown kind.

    Example:
        >>> msg = Message("user", "What is it?", images=["https://example.com/cat.png"], documents=["A cat."])
        >>> msg.images
        [ImageUrlBlock(value='https://example.com/cat.png')]
        >>> msg.documents
        [Document(text='A cat.', title=None, doc_id=None)]
        >>> Message("robot", "beep")
        Traceback (most recent call last):
        ...
        ValueError: Invalid role 'robot'. Must be one of: ['system', 'user', 'assistant', 'tool']
    """

    images: list[Image] | None = None
    audio: list[Audio] | None = None
    documents: list[Document] | None = None
    tool_calls: list[dict[str, Any]] | None = None
    tool_call_id: str | None = None
    tool_name: str | None = None
    thinking: str | None = None
    provider_fields: dict[str, dict[str, Any]] | None = None

    Role = Role

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"Invalid role {self.role!r}. Must be one of: {list(ROLES)}")
        if not isinstance(self.content, str):
            raise TypeError(f"Message content must be a str, not {type(self.content).__name__}")
        if self.images is not None:
            self.images = [_image(x) for x in _items(self.images, "images")]
        if self.audio is not None:
            self.audio = [_audio(x) for x in _items(self.audio, "audio")]
        if self.documents is not None:
            self.documents = [_document(x) for x in _items(self.documents, "documents")]

    def format_for_llm(self) -> dict[str, Any]:
        """A plain representation of the message, with the fields mellea's ``format_for_llm`` gives.

        Returns:
            A dict with ``role``, ``content``, ``documents`` (a list of
            ``{"text", "title", "doc_id"}`` dicts, or ``None``), ``images`` (their
            values), ``audio`` (``{"value", "format"}`` dicts), ``thinking``,
            ``tool_calls``, ``tool_call_id``, ``tool_name`` and
            ``provider_fields``; a :class:`ToolMessage` adds ``name`` and ``args``.

        Example:
            >>> msg = Message("user", "Summarize.", documents=[Document("Text.", title="T")])
            >>> msg.format_for_llm()["documents"]
            [{'text': 'Text.', 'title': 'T', 'doc_id': None}]
        """
        return {
            "role": self.role,
            "content": self.content,
            "documents": None if self.documents is None else [msgspec.to_builtins(d) for d in self.documents],
            "images": None if self.images is None else [image.value for image in self.images],
            "audio": None
            if self.audio is None
            else [{"value": a.value, "format": a.format} for a in self.audio],
            "thinking": self.thinking,
            "tool_calls": self.tool_calls,
            "tool_call_id": self.tool_call_id,
            "tool_name": self.tool_name,
            "provider_fields": self.provider_fields,
        }


def _items(value: Any, what: str) -> list[Any]:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise TypeError(f"{what} must be a list, not {type(value).__name__}")
    return list(value)


class ToolMessage(Message):
    """The result of a tool call, as mellea's ``ToolMessage``: the output, the tool's name and arguments.

    Args:
        role: The role, normally ``"tool"``.
        content: The output as text.
        tool_output: The output as the tool returned it.
        name: The name of the tool.
        args: The arguments it was called with.
        tool: mellea's ``ModelToolCall``, if there is one; its
            ``tool_call_id`` is used when ``tool_call_id`` is not given.
        tool_call_id: The id of the call this answers.

    Example:
        >>> msg = ToolMessage("tool", "18 C", {"celsius": 18}, "weather", {"city": "Paris"})
        >>> msg.name, msg.arguments, msg.tool_output
        ('weather', {'city': 'Paris'}, {'celsius': 18})
    """

    tool_output: Any
    name: str
    args: dict[str, Any]
    tool: Any = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.tool_call_id is None and self.tool is not None:
            self.tool_call_id = getattr(self.tool, "tool_call_id", None)
        if isinstance(self.args, Mapping) and not isinstance(self.args, dict):
            self.args = dict(self.args)

    @property
    def arguments(self) -> dict[str, Any]:
        """The arguments of the call (mellea's name for ``args``)."""
        return self.args

    def format_for_llm(self) -> dict[str, Any]:
        """What :meth:`Message.format_for_llm` gives, with the tool's ``name`` and ``args``.

        Example:
            >>> ToolMessage("tool", "3", 3, "add", {"a": 1, "b": 2}).format_for_llm()["args"]
            {'a': 1, 'b': 2}
        """
        return {**super().format_for_llm(), "name": self.name, "args": self.args}
