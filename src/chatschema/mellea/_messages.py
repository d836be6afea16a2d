"""Chat messages shaped like mellea's ``Message`` and ``ToolMessage``, as msgspec Structs.

Design notes: docs/design.md, ``chatschema.mellea._messages``.
"""

from __future__ import annotations

import base64
import binascii
import sys
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import msgspec

from chatschema.errors import ConversionError

__all__ = [
    "ROLES",
    "AudioBlock",
    "AudioUrlBlock",
    "CBlock",
    "Document",
    "ImageBlock",
    "ImageUrlBlock",
    "Message",
    "ToolMessage",
    "enc_hook",
    "mellea_kind",
    "own_audio",
    "own_documents",
    "own_images",
    "plain_copy",
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


_MELLEA_CLASSES: tuple[tuple[str, str], ...] = (
    ("mellea.stdlib.components", "ToolMessage"),
    ("mellea.stdlib.components", "Message"),
    ("mellea.stdlib.components", "Document"),
    ("mellea.core", "ImageBlock"),
    ("mellea.core", "ImageUrlBlock"),
    ("mellea.core", "AudioBlock"),
    ("mellea.core", "AudioUrlBlock"),
    ("mellea.core", "CBlock"),
    ("mellea.core", "ModelToolCall"),
)
"""mellea's classes that chatschema.mellea reads, most specific first (subclasses before their bases)."""


def mellea_kind(value: Any) -> str | None:
    """Which of mellea's message, block or document classes ``value`` is an instance of (mellea not imported).

    mellea's classes are looked up among the modules already imported: an
    object can only be one of them when mellea has been imported.

    Args:
        value: Any object.

    Returns:
        The class name (``"Message"``, ``"ToolMessage"``, ``"Document"``,
        ``"ImageBlock"``, ``"ImageUrlBlock"``, ``"AudioBlock"``,
        ``"AudioUrlBlock"``, ``"CBlock"`` or ``"ModelToolCall"``), the most
        specific one for a subclass; ``None`` for anything else, including
        chatschema's own classes of those names.

    Example:
        >>> mellea_kind(ImageUrlBlock("https://example.com/a.png")) is None
        True
    """
    cls = type(value)
    try:
        return _KINDS[cls]
    except KeyError:
        pass
    kind, complete = None, True
    for module, name in _MELLEA_CLASSES:
        mellea_class = getattr(sys.modules.get(module), name, None)
        if mellea_class is None:
            complete = False
        elif kind is None and issubclass(cls, mellea_class):
            kind = name
    if complete:  # (while mellea is partly imported, the answer may still change)
        _KINDS[cls] = kind
    return kind


_KINDS: dict[type, str | None] = {}
""":func:`mellea_kind` by class, once mellea's classes are all imported (so that no answer changes)."""


def _plain_block(value: Any) -> bool:
    """Whether a mellea block carries nothing beyond its data (no ``meta``, no ``cache`` hint)."""
    return not getattr(value, "_meta", None) and not getattr(value, "cache", False)


def plain_copy(value: Any) -> Any:
    """chatschema's copy of one of mellea's blocks or documents, when it holds everything the original does.

    Args:
        value: A mellea ``ImageBlock``, ``ImageUrlBlock``, ``AudioBlock``,
            ``AudioUrlBlock``, ``CBlock`` or ``Document`` (of exactly that
            class), or anything else.

    Returns:
        The :class:`ImageBlock`, :class:`ImageUrlBlock`, :class:`AudioBlock`,
        :class:`AudioUrlBlock`, :class:`CBlock` or :class:`Document` with the
        same data; ``None`` when ``value`` is not one of those mellea classes
        exactly (a subclass may hold more), or is a block with ``meta`` or a
        ``cache`` hint, which chatschema's blocks do not hold.

    Example:
        >>> plain_copy("https://example.com/a.png") is None
        True
    """
    kind = mellea_kind(value)
    if kind is None or type(value).__name__ != kind or not (kind == "Document" or _plain_block(value)):
        return None
    return _copy_of(value, kind)


def _copy_of(value: Any, kind: str | None) -> Any:
    """chatschema's block or document with the data of mellea's ``value`` of this kind, else ``None``."""
    match kind:
        case "Document":
            return Document(value.text, value.title, value.doc_id)
        case "CBlock":
            return CBlock(value.value)
        case "ImageBlock":
            return ImageBlock(value.value)
        case "ImageUrlBlock":
            return ImageUrlBlock(value.value)
        case "AudioBlock":
            return AudioBlock(value.value, value.format)
        case "AudioUrlBlock":
            return AudioUrlBlock(value.value, value.format)
    return None


def _same_data(mine: msgspec.Struct, other: Any) -> Any:
    """``mine == other`` for chatschema's blocks: same class and fields, or mellea's with the same data."""
    if type(other) is type(mine):
        return msgspec.structs.astuple(mine) == msgspec.structs.astuple(other)
    if isinstance(other, msgspec.Struct):
        return NotImplemented
    copy = plain_copy(other)
    if copy is None:
        return NotImplemented
    return type(copy) is type(mine) and msgspec.structs.astuple(copy) == msgspec.structs.astuple(mine)


class _Block(msgspec.Struct):
    """What chatschema.mellea's blocks and documents share: equality with mellea's that hold the same data."""

    def __eq__(self, other: object) -> bool:
        return _same_data(self, other)  # type: ignore[no-any-return]

    def __ne__(self, other: object) -> bool:
        same = _same_data(self, other)
        return same if same is NotImplemented else not same


class CBlock(_Block):
    """A block of text, such as the content of a message in :meth:`Message.parts` (mellea's ``CBlock``).

    ``repr`` and ``str`` are mellea's: ``CBlock(<value>, {})`` (chatschema's
    blocks hold no metadata) and the text, or ``""`` for ``None``. It equals
    mellea's ``CBlock`` with the same value and no metadata.

    Raises:
        TypeError: ``value`` is neither a ``str`` nor ``None``, as in mellea.

    Example:
        >>> block = CBlock("hi")
        >>> block, str(block), str(CBlock(None))
        (CBlock(hi, {}), 'hi', '')
    """

    value: str | None

    def __post_init__(self) -> None:
        if self.value is not None and not isinstance(self.value, str):
            raise TypeError(f"A CBlock's value must be a str or None, not {type(self.value).__name__}")

    def __repr__(self) -> str:
        return f"CBlock({self.value}, {{}})"

    def __str__(self) -> str:
        return self.value or ""


class Document(_Block):
    """A text passage attached to a message, with an optional title and id (mellea's ``Document``).

    Example:
        >>> Document("Paris is the capital of France.", title="Geography", doc_id="d1")
        Document(text='Paris is the capital of France.', title='Geography', doc_id='d1')
    """

    text: str
    title: str | None = None
    doc_id: str | None = None


class ImageBlock(_Block, tag="image"):
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


class ImageUrlBlock(_Block, tag="image_url"):
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


class AudioBlock(_Block, tag="audio"):
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


class AudioUrlBlock(_Block, tag="audio_url"):
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


def _image(value: Any) -> Image:
    """An image as the message keeps it: chatschema's and mellea's blocks as they are, strings read."""
    if isinstance(value, (ImageBlock, ImageUrlBlock)):
        return value
    if isinstance(value, str):
        return ImageUrlBlock(value) if _is_url(value) else ImageBlock(value)
    if mellea_kind(value) in ("ImageBlock", "ImageUrlBlock"):
        return value  # type: ignore[no-any-return]
    raise TypeError(f"An image must be an ImageBlock, an ImageUrlBlock or a str, not {type(value).__name__}")


def _audio(value: Any) -> Audio:
    """Audio as the message keeps it: chatschema's and mellea's blocks as they are, data URIs read."""
    if isinstance(value, (AudioBlock, AudioUrlBlock)):
        return value
    if isinstance(value, str):
        return AudioBlock(value)  # a data URI says its format
    if mellea_kind(value) in ("AudioBlock", "AudioUrlBlock"):
        return value  # type: ignore[no-any-return]
    raise TypeError(
        f"Audio must be an AudioBlock, an AudioUrlBlock or a data URI, not {type(value).__name__}"
    )


def _document(value: Any) -> Document:
    """A document as the message keeps it: chatschema's and mellea's as they are, strings and text read."""
    if isinstance(value, Document):
        return value
    if isinstance(value, str):
        return Document(value)
    if mellea_kind(value) == "Document":
        return value  # type: ignore[no-any-return]
    if hasattr(value, "text"):
        text = value.text
        if not isinstance(text, str):
            raise TypeError(f"A document's text must be a str, not {type(text).__name__}")
        return Document(text, getattr(value, "title", None), getattr(value, "doc_id", None))
    raise TypeError(f"A document must be a Document or a str, not {type(value).__name__}")


def _own(value: Any) -> Any:
    """chatschema's block or document for one a message keeps (itself, or a copy of mellea's)."""
    if isinstance(value, msgspec.Struct):
        return value
    copy = _copy_of(value, mellea_kind(value))
    if copy is None:
        raise TypeError(f"{type(value).__name__} is not a block or document a message holds")
    return copy


def own_images(message: Message) -> list[Image] | None:
    """A message's images as chatschema's blocks (mellea's blocks it keeps are read, not changed).

    Args:
        message: A :class:`Message`.

    Returns:
        The images, or ``None`` when the message has none.

    Example:
        >>> own_images(Message("user", "x", images=["https://example.com/a.png"]))
        [ImageUrlBlock(value='https://example.com/a.png')]
    """
    return None if message.images is None else [_own(x) for x in message.images]


def own_audio(message: Message) -> list[Audio] | None:
    """A message's audio as chatschema's blocks (mellea's blocks it keeps are read, not changed).

    Args:
        message: A :class:`Message`.

    Returns:
        The audio blocks, or ``None`` when the message has none.

    Example:
        >>> own_audio(Message("user", "x", audio=["data:audio/wav;base64,UklGRg=="]))
        [AudioBlock(value='data:audio/wav;base64,UklGRg==', format='wav')]
    """
    return None if message.audio is None else [_own(x) for x in message.audio]


def own_documents(message: Message) -> list[Document] | None:
    """A message's documents as chatschema's (mellea's documents it keeps are read, not changed).

    Args:
        message: A :class:`Message`.

    Returns:
        The documents, or ``None`` when the message has none.

    Example:
        >>> own_documents(Message("user", "x", documents=["A cat."]))
        [Document(text='A cat.', title=None, doc_id=None)]
    """
    return None if message.documents is None else [_own(x) for x in message.documents]


def enc_hook(value: Any) -> Any:
    """msgspec's ``enc_hook`` for messages that keep mellea's blocks or documents: writes chatschema's.

    Pass it to ``msgspec.json.encode`` (or a ``msgspec.json.Encoder``); the
    JSON is what the message gives with chatschema's blocks in their place,
    and decodes into them.

    Args:
        value: An object msgspec cannot encode by itself.

    Returns:
        chatschema's copy of a mellea block or document.

    Raises:
        chatschema.ConversionError: The block has ``meta`` or a ``cache`` hint,
            which JSON does not hold.
        TypeError: ``value`` is not one of mellea's blocks or documents.

    Example:
        >>> msgspec.json.encode(Message("user", "hi", documents=["d"]), enc_hook=enc_hook)
        b'{"role":"user","content":"hi","documents":[{"text":"d","title":null,"doc_id":null}]}'
    """
    kind = mellea_kind(value)
    if kind not in ("ImageBlock", "ImageUrlBlock", "AudioBlock", "AudioUrlBlock", "Document"):
        raise TypeError(f"Encoding objects of type {type(value).__name__} is unsupported")
    copy = plain_copy(value)
    if copy is None:
        raise ConversionError(
            f"mellea's {type(value).__name__} has metadata (meta, cache) or a subclass's data, "
            "which chatschema's JSON does not hold"
        )
    return copy


def _shown(values: list[str]) -> str:
    """A list of short texts as mellea's message repr shows it."""
    return str([f"{text[:20]}..." for text in values])


def _document_line(doc: Any) -> str:
    """How mellea's message repr names a document: ``[Document <id>] <title>: <text>``."""
    label = f"[Document {doc.doc_id}]" if doc.doc_id else "[Document]"
    title = f"{doc.title}: " if doc.title else ""
    return f"{label} {title}{doc.text}"


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

    Blocks and documents passed in, chatschema's or mellea's, are kept as they
    are (strings are read into chatschema's blocks); chatschema's compare
    equal to mellea's with the same data. ``repr`` and ``str`` are mellea's.
    A message that keeps mellea's blocks encodes to JSON with
    ``enc_hook=chatschema.mellea.enc_hook``.

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
        >>> msg
        mellea.Message(role="user", content="What is it?", images="['https://example.com/...']", audio="[]", documents="['[Document] A cat....']")
        >>> Message("robot", "beep")
        Traceback (most recent call last):
        ...
        ValueError: Invalid role 'robot'. Must be one of: ['system', 'user', 'assistant', 'tool']
    """  # noqa: E501

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
        documents = own_documents(self)
        return {
            "role": self.role,
            "content": self.content,
            "documents": None if documents is None else [msgspec.to_builtins(d) for d in documents],
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

    def parts(self) -> list[CBlock | Document | Image | Audio]:
        """The parts of the message, in mellea's order: the content, then documents, images and audio.

        Returns:
            A :class:`CBlock` holding the content, followed by the documents,
            images and audio blocks the message keeps (mellea's own objects
            when they were passed in).

        Example:
            >>> Message("user", "hi", documents=[Document("d")], images=["https://example.com/a.png"]).parts()
            [CBlock(hi, {}), Document(text='d', title=None, doc_id=None), ImageUrlBlock(value='https://example.com/a.png')]
        """
        return [CBlock(self.content), *(self.documents or ()), *(self.images or ()), *(self.audio or ())]

    def __repr__(self) -> str:
        images = _shown([str(x.value) for x in self.images or ()])
        audio = _shown([str(x.value) for x in self.audio or ()])
        documents = str([f"{_document_line(doc)[:20]}..." for doc in self.documents or ()])
        return (
            f'mellea.Message(role="{self.role}", content="{self.content}", images="{images}", '
            f'audio="{audio}", documents="{documents}")'
        )

    __str__ = __repr__


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

    def __repr__(self) -> str:
        return f'mellea.ToolMessage(role="{self.role}", content="{self.content}", name="{self.name}")'

    __str__ = __repr__
