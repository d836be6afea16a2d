"""Every example: the fast path and the jsonschema oracle agree, and valid ones round-trip."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

import chatschema
from tests.conformance.canonical import preserved
from tests.oracle import error_paths, examples

CASES = examples()


@pytest.mark.parametrize(("title", "kind", "path"), CASES, ids=[f"{t}/{p.name}" for t, _, p in CASES])
def test_example(title: str, kind: str, path: Path) -> None:
    data = json.loads(path.read_text())
    if kind == "valid":
        assert error_paths(title, data) == set(), "the oracle rejects a valid example"
        if not isinstance(data, str):  # a str argument is JSON text, by design
            chatschema.validate(data, title)
        chatschema.validate(path.read_bytes(), title)
        decoded = chatschema.decode(path.read_bytes(), title)
        again = chatschema.decode(chatschema.encode(decoded), title)
        assert again == decoded
        if not path.name.startswith("valid-compact"):
            written = json.loads(chatschema.encode(decoded))
            assert preserved(written, data), "round trip is not lossless"
    else:
        instance = data["instance"]
        oracle = error_paths(title, instance)
        assert oracle, "the oracle accepts an invalid example"
        with pytest.raises(chatschema.ValidationError) as caught:
            chatschema.validate(instance, title)
        assert caught.value.path == data["error_path"], caught.value
        assert caught.value.path in oracle, (caught.value.path, oracle)
        with pytest.raises(chatschema.ValidationError) as from_bytes:
            chatschema.validate(msgspec.json.encode(instance), title)
        assert from_bytes.value.path == data["error_path"]
