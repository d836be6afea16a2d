"""``--extra forbid|keep`` on ``chatschema validate`` and ``convert``, and the batch API under them.

A message that holds a key its type does not declare is rejected by default (the schemas are
closed), at the path of the message, in every form that names its type; with ``keep`` it is
accepted and converted with the key kept as the message's extra field.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import chatschema
from chatschema.batch import convert_lines, validate_lines
from chatschema.cli._main import main

LINES = [
    # stored form: the key sits in data
    json.dumps([{"type": "human", "data": {"content": "hi", "ts": 1}}]),
    # flat form
    json.dumps({"type": "ai", "content": "yo", "ts": 2, "user": {"id": 7}}),
    # LangChain's Serializable JSON
    json.dumps(
        [
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "SystemMessage"],
                "kwargs": {"content": "be brief", "type": "system", "ts": 3},
            }
        ]
    ),
]
PATHS = ["$[0].data", "$", "$[0].kwargs"]
KEYS = ["ts", "ts", "ts"]


def test_validate_forbids_by_default_and_keeps_on_request() -> None:
    strict = validate_lines(LINES)
    assert [(e.line, e.path, e.message) for e in strict.errors] == [
        (n, path, f"Object contains unknown field `{key}`")
        for n, path, key in zip(range(1, 4), PATHS, KEYS, strict=True)
    ]
    lenient = validate_lines(LINES, extra="keep")
    assert (lenient.valid, lenient.invalid) == (3, 0)
    assert lenient.messages == {"human": 1, "ai": 1, "system": 1}
    typed = validate_lines(LINES[1:2], type="AnyMessage", extra="keep")
    assert (typed.valid, typed.invalid) == (1, 0)


def test_keep_still_reports_every_other_fault() -> None:
    bad = json.dumps({"type": "ai", "content": 5, "ts": 2})
    (error,) = validate_lines([bad], extra="keep").errors
    assert error.path == "$.content"


@pytest.mark.parametrize("dst", ["lc", "flat", "constructor"])
def test_convert_keeps_the_extras_in_every_form(dst: str) -> None:
    outputs, errors = convert_lines(LINES, dst=dst)
    assert not outputs
    assert [(e.path, e.message) for e in errors] == [
        (path, f"Object contains unknown field `{key}`") for path, key in zip(PATHS, KEYS, strict=True)
    ]
    outputs, errors = convert_lines(LINES, dst=dst, extra="keep")
    assert not errors
    # read back, the converted lines hold the same messages, extras included
    expected = [
        chatschema.HumanMessage("hi", ts=1),
        chatschema.AIMessage("yo", ts=2, user={"id": 7}),
        chatschema.SystemMessage("be brief", ts=3),
    ]
    back, again = convert_lines(outputs, dst="flat", extra="keep")
    assert not again
    got = [chatschema.decode(line, "AnyMessage", extra="keep") for line in _one_each(back)]
    assert got == expected


def _one_each(lines: list[bytes]) -> list[bytes]:
    """Each converted line as one message (a list of one is unwrapped)."""
    out = []
    for line in lines:
        value = json.loads(line)
        out.append(json.dumps(value[0] if isinstance(value, list) else value).encode())
    return out


def test_openai_dicts_keep_unknown_keys_in_additional_kwargs_as_langchain_does() -> None:
    line = json.dumps([{"role": "user", "content": "hi", "ts": 1}])
    for extra in ("forbid", "keep"):
        outputs, errors = convert_lines([line], dst="flat", extra=extra)  # type: ignore[arg-type]
        assert not errors
        assert json.loads(outputs[0])[0]["additional_kwargs"] == {"ts": 1}


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "app.jsonl"
    log.write_text("\n".join(LINES) + "\n")
    assert main(["validate", "--no-progress", str(log)]) == 1
    assert f"{log}:2: $: Object contains unknown field `ts`" in capsys.readouterr().out
    assert main(["validate", "--no-progress", "--extra", "keep", str(log)]) == 0
    capsys.readouterr()
    out = tmp_path / "out.jsonl"
    assert main(["convert", "--no-progress", "--to", "flat", "--out", str(out), str(log)]) == 1
    assert (
        main(["convert", "--no-progress", "--to", "flat", "--extra", "keep", "--out", str(out), str(log)])
        == 0
    )
    assert json.loads(out.read_text().splitlines()[1])["user"] == {"id": 7}
