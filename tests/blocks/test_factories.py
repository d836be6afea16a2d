"""Block factories, ``is_data_content_block`` and the OpenAI converters against LangChain 1.7's."""

from __future__ import annotations

import inspect
import itertools
import uuid
import warnings
from typing import Any

import pytest
from langchain_core.messages import content as lc_content
from langchain_core.messages.block_translators import openai as lc_openai

from chatschema.blocks import _factories as factories
from tests.blocks.compare import GENERATED, result

FACTORIES = [
    "create_text_block",
    "create_image_block",
    "create_video_block",
    "create_audio_block",
    "create_file_block",
    "create_plaintext_block",
    "create_tool_call",
    "create_reasoning_block",
    "create_citation",
    "create_non_standard_block",
]


def test_every_langchain_factory_exists() -> None:
    lc_factories = {name for name in dir(lc_content) if name.startswith("create_")}
    assert lc_factories == set(FACTORIES)


@pytest.mark.parametrize("name", FACTORIES)
def test_same_signature(name: str) -> None:
    ours = inspect.signature(getattr(factories, name))
    theirs = inspect.signature(getattr(lc_content, name))
    assert [(p.name, p.kind, p.default) for p in ours.parameters.values()] == [
        (p.name, p.kind, p.default) for p in theirs.parameters.values()
    ]


MEDIA_ARGS = [
    {},
    {"url": "https://example.com/a"},
    {"url": ""},
    {"base64": "AAAA"},
    {"base64": "AAAA", "mime_type": "image/png"},
    {"base64": "AAAA", "mime_type": ""},
    {"file_id": "f-1", "mime_type": "application/pdf"},
    {"url": "u", "base64": "b", "file_id": "f", "mime_type": "m", "id": "x", "index": 2},
    {"url": "u", "id": "", "index": "i", "detail": "low", "filename": None, "meta": {"a": 1}},
]


@pytest.mark.parametrize(
    ("name", "kwargs"),
    [
        (kind, args)
        for kind, args in itertools.product(
            ["create_image_block", "create_video_block", "create_audio_block", "create_file_block"],
            MEDIA_ARGS,
        )
    ],
)
def test_media_factories_agree(name: str, kwargs: dict[str, Any]) -> None:
    assert result(lambda: getattr(factories, name)(**kwargs)) == result(
        lambda: getattr(lc_content, name)(**kwargs)
    )


OTHER_CALLS: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = [
    ("create_text_block", ("hi",), {}),
    ("create_text_block", ("hi",), {"id": "t", "annotations": [], "index": 0, "signature": "s", "x": None}),
    ("create_plaintext_block", (), {}),
    ("create_plaintext_block", ("text", "url", "b64", "fid", "title", "ctx", "id", 3), {"k": "v"}),
    ("create_tool_call", ("f", {"a": 1}), {}),
    ("create_tool_call", ("f", {}), {"id": "c", "index": "i", "caller": {"type": "direct"}}),
    ("create_reasoning_block", (), {}),
    ("create_reasoning_block", (None, "r", 1), {"signature": "s"}),
    ("create_reasoning_block", ("why",), {"summary": None}),
    ("create_citation", (), {}),
    ("create_citation", (), {"url": "u", "title": "t", "start_index": 0, "end_index": 0, "cited_text": ""}),
    ("create_citation", (), {"id": "c", "google_ai_metadata": {"a": 1}}),
    ("create_non_standard_block", ({"type": "x"},), {}),
    ("create_non_standard_block", ({},), {"id": "n", "index": 0}),
]


@pytest.mark.parametrize(("name", "args", "kwargs"), OTHER_CALLS)
def test_other_factories_agree(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    assert result(lambda: getattr(factories, name)(*args, **kwargs)) == result(
        lambda: getattr(lc_content, name)(*args, **kwargs)
    )


def test_generated_ids_are_lc_uuid4() -> None:
    ids = {factories.create_text_block("x")["id"] for _ in range(50)}
    assert len(ids) == 50
    for block_id in ids:
        assert GENERATED.fullmatch(block_id)
        assert uuid.UUID(block_id.removeprefix("lc_")).version == 4


DATA_BLOCKS: list[dict[str, Any]] = [
    {"type": "image", "url": "u"},
    {"type": "image"},
    {"type": "video", "base64": "b"},
    {"type": "text-plain", "text": "t"},
    {"type": "text-plain", "mime_type": "text/plain"},
    {"type": "file", "file_id": "f"},
    {"type": "text", "text": "t"},
    {"type": "text", "source_type": "text", "text": "t"},
    {"type": "image", "source_type": "base64", "data": "d"},
    {"type": "image", "source_type": "base64"},
    {"type": "audio", "source_type": "id", "id": "i"},
    {"type": "file", "source_type": "text", "url": "u"},
    {"type": "file", "source_type": "text"},
    {"type": "file", "source_type": "url"},
    {"type": "file", "source_type": ["x"], "id": "i"},
    {"type": "image_url", "image_url": {"url": "u"}},
    {"url": "u"},
]


@pytest.mark.parametrize("block", DATA_BLOCKS)
def test_is_data_content_block_agrees(block: dict[str, Any]) -> None:
    assert factories.is_data_content_block(block) is lc_content.is_data_content_block(block)


OPENAI_BLOCKS: list[dict[str, Any]] = [
    {"type": "image", "url": "https://example.com/a.png"},
    {"type": "image", "base64": "AAAA", "mime_type": "image/png"},
    {"type": "image", "base64": "AAAA"},
    {"type": "image", "source_type": "base64", "data": "AAAA", "mime_type": "image/jpeg"},
    {"type": "image", "source_type": "url", "url": "u"},
    {"type": "image", "file_id": "f"},
    {"type": "file", "base64": "JVBE", "mime_type": "application/pdf", "filename": "a.pdf"},
    {"type": "file", "base64": "JVBE", "mime_type": "application/pdf", "extras": {"filename": "b.pdf"}},
    {
        "type": "file",
        "source_type": "base64",
        "data": "JVBE",
        "mime_type": "application/pdf",
        "metadata": {"filename": "c"},
    },
    {"type": "file", "base64": "JVBE"},
    {"type": "file", "file_id": "file-1"},
    {"type": "file", "source_type": "id", "id": "file-2"},
    {"type": "file", "url": "https://example.com/a.pdf"},
    {"type": "file", "source_type": "url", "url": "https://example.com/a.pdf"},
    {"type": "file"},
    {"type": "audio", "base64": "UklG", "mime_type": "audio/wav"},
    {"type": "audio", "source_type": "base64", "data": "UklG", "mime_type": "audio/mpeg"},
    {"type": "audio", "base64": "UklG"},
    {"type": "audio", "url": "u"},
    {"type": "video", "url": "u"},
    {"type": "text", "text": "t"},
    {"url": "u"},
]


@pytest.mark.parametrize("api", ["chat/completions", "responses"])
@pytest.mark.parametrize("block", OPENAI_BLOCKS)
def test_convert_to_openai_data_block_agrees(block: dict[str, Any], api: Any) -> None:
    with warnings.catch_warnings(record=True) as ours_warned:
        warnings.simplefilter("always")
        ours = result(lambda: factories.convert_to_openai_data_block(block, api=api))
    with warnings.catch_warnings(record=True) as theirs_warned:
        warnings.simplefilter("always")
        theirs = result(lambda: lc_openai.convert_to_openai_data_block(block, api=api))
    assert ours == theirs
    assert [(w.category, str(w.message)) for w in ours_warned] == [
        (w.category, str(w.message)) for w in theirs_warned
    ]


@pytest.mark.parametrize("block", OPENAI_BLOCKS)
def test_convert_to_openai_image_block_agrees(block: dict[str, Any]) -> None:
    assert result(lambda: factories.convert_to_openai_image_block(block)) == result(
        lambda: lc_openai.convert_to_openai_image_block(block)
    )


def test_missing_filename_warns() -> None:
    with pytest.warns(UserWarning, match="LC_AUTOGENERATED"):
        out = factories.convert_to_openai_data_block(
            {"type": "file", "base64": "JVBE", "mime_type": "application/pdf"}
        )
    assert out["file"]["filename"] == "LC_AUTOGENERATED"
