"""The command line on LangChain's Serializable JSON form (what ``dumpd`` writes): validate, convert, stats.

A line holds one record, ``{"lc": 1, "type": "constructor", "id": [...], "kwargs": {...}}``, or a
conversation of them, and is read like the other forms: checked against
``LangChainSerializedMessage`` (errors carry the path into the line, such as
``$[1].kwargs.tool_calls[0].args``), converted with ``messages_from_lc_json``, written with
``--to constructor``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import langchain_core.messages as lc
import pytest
from langchain_core.load import dumpd

import chatschema
from chatschema.batch import convert_lines, validate_lines
from tests.cli.conftest import Result, conversation, render
from tests.cli.test_batch import full_path_only

Cli = Callable[..., Result]


def records(messages: list[Any]) -> list[dict[str, Any]]:
    return chatschema.messages_to_lc_json(messages)


def lc_line(messages: list[Any]) -> bytes:
    return json.dumps(records(messages)).encode()


def broken_args() -> bytes:
    written = records(
        [
            chatschema.HumanMessage("hi"),
            chatschema.AIMessage("", tool_calls=[{"name": "f", "args": {}, "id": "c"}]),
        ]
    )
    written[1]["kwargs"]["tool_calls"][0]["args"] = "{}"
    return json.dumps(written).encode()


def unknown_class() -> bytes:
    [written] = records([chatschema.HumanMessage("hi")])
    written["id"][-1] = "RobotMessage"
    return json.dumps(written).encode()


@pytest.fixture
def lc_log(tmp_path: Path) -> Path:
    """Conversations in the Serializable form, one message alone on a line, and two broken lines."""
    rng = random.Random(5)
    lines = [lc_line(conversation(rng, rng.randint(2, 8))) for _ in range(6)]
    lines.insert(2, broken_args())
    lines.insert(4, json.dumps(records([chatschema.SystemMessage("alone")])[0]).encode())
    lines.append(unknown_class())
    path = tmp_path / "lc.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def test_validate_reports_paths_into_the_record(cli: Cli, lc_log: Path) -> None:
    result = cli("validate", lc_log)
    assert result.code == 1
    errors = [line for line in result.out.splitlines() if line.startswith(str(lc_log))]
    assert errors == [
        f"{lc_log}:3: $[1].kwargs.tool_calls[0].args: Expected `object`, got `str`",
        f"{lc_log}:9: $.id: Invalid value ['langchain', 'schema', 'messages', 'RobotMessage']",
    ]
    assert "checked 9 lines in 1 file: 7 valid, 2 invalid" in result.out


def test_validate_counts_the_messages_inside_the_records(cli: Cli, lc_log: Path) -> None:
    report = cli("validate", "--report", "json", lc_log).json()["summary"]
    lines = lc_log.read_bytes().splitlines()
    good = [json.loads(lines[i]) for i in (0, 1, 3, 5, 6, 7)]
    expected: dict[str, int] = {}
    for line in good:
        for item in line:
            tag = item["kwargs"]["type"]
            expected[tag] = expected.get(tag, 0) + 1
    expected["system"] += 1  # the message alone on line 5
    assert report["messages"] == expected
    assert report["forms"] == {"constructor": sum(expected.values())}
    assert report["conversations"] == 6


def test_fast_and_full_paths_agree_on_records(lc_log: Path) -> None:
    lines = lc_log.read_bytes().splitlines() * 3
    fast = validate_lines(lines)
    with full_path_only():
        full = validate_lines(lines)
    assert fast == full and fast.invalid == 6


def test_validate_with_the_type(cli: Cli, lc_log: Path) -> None:
    result = cli("validate", "--type", "list[LangChainSerializedMessage]", "--report", "json", lc_log)
    report = result.json()
    assert [(e["line"], e["path"]) for e in report["errors"]] == [
        (3, "$[1].kwargs.tool_calls[0].args"),
        (5, "$"),
        (9, "$"),
    ]
    assert sum(report["summary"]["messages"].values()) > 0 and "None" not in report["summary"]["messages"]


def test_a_line_may_mix_the_serializable_form_with_others() -> None:
    human = chatschema.HumanMessage("hi")
    mixed = [
        chatschema.message_to_lc_json(human),
        {"role": "assistant", "content": "yo"},
        {"type": "tool", "data": {"content": "x", "tool_call_id": "c"}},
    ]
    result = validate_lines([json.dumps(mixed).encode()])
    assert result.forms == {"constructor": 1, "openai": 1, "lc": 1}
    assert result.messages == {"human": 1, "ai": 1, "tool": 1}


def test_convert_to_openai_from_records(cli: Cli, lc_log: Path, tmp_path: Path) -> None:
    out = tmp_path / "openai.jsonl"
    result = cli("convert", "--to", "openai", "--out", out, lc_log)
    assert result.code == 1
    assert f"{lc_log}:3: $[1].kwargs.tool_calls[0].args" in result.err
    robot = "['langchain', 'schema', 'messages', 'RobotMessage']"
    assert f"{lc_log}:9: $.id: Invalid value {robot}" in result.err
    expected = []
    for i in (0, 1, 3, 4, 5, 6, 7):
        value = json.loads(lc_log.read_bytes().splitlines()[i])
        if isinstance(value, list):
            expected.append(chatschema.convert_to_openai_messages(chatschema.messages_from_lc_json(value)))
        else:  # one message stays one object
            expected.append(
                chatschema.convert_to_openai_messages([chatschema.message_from_lc_json(value)])[0]
            )
    assert [json.loads(line) for line in out.read_text().splitlines()] == expected


def test_convert_to_constructor_writes_what_dumpd_writes(cli: Cli, tmp_path: Path) -> None:
    rng = random.Random(2)
    messages = conversation(rng, 10)
    source = tmp_path / "lc.jsonl"
    source.write_bytes(render(messages, "lc") + b"\n" + render(messages, "openai") + b"\n")
    out = tmp_path / "constructor.jsonl"
    assert cli("convert", "--to", "constructor", "--out", out, source).code == 0
    first, second = (json.loads(line) for line in out.read_text().splitlines())
    theirs = [getattr(lc, type(m).__name__)(**json.loads(chatschema.encode(m))) for m in messages]
    assert first == dumpd(theirs)
    assert chatschema.messages_from_lc_json(first) == messages
    assert [r["kwargs"]["type"] for r in second] == [m.type for m in messages]
    back = tmp_path / "back.jsonl"
    assert cli("convert", "--from", "constructor", "--to", "lc", "--out", back, out).code == 0
    assert chatschema.messages_from_dict(json.loads(back.read_text().splitlines()[0])) == messages


def test_from_constructor_refuses_other_forms() -> None:
    line = json.dumps([{"role": "user", "content": "hi"}]).encode()
    outputs, errors = convert_lines([line], src="constructor", dst="flat")
    assert outputs == []
    assert errors[0].path == "$[0]"
    assert errors[0].message.startswith('Expected the constructor form {"lc": 1, "type": "constructor", ...}')


def test_convert_and_validate_read_langchainjs_records() -> None:
    """A LangChain.js record (its own class path, no type tag) converts, as LangChain loads it, and
    validates: the schema's class path decides the type of kwargs, langchainjs's here."""
    line = json.dumps(
        {
            "lc": 1,
            "type": "constructor",
            "id": ["langchain_core", "messages", "HumanMessage"],
            "kwargs": {"content": "hi"},
        }
    ).encode()
    outputs, errors = convert_lines([line], dst="openai")
    assert errors == [] and json.loads(outputs[0]) == {"role": "user", "content": "hi"}
    result = validate_lines([line])
    assert result.invalid == 0 and result.messages == {"human": 1}


def test_a_json_document_of_records(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "history.json"
    path.write_text(
        json.dumps(records([chatschema.HumanMessage("hi"), chatschema.AIMessage("yo")]), indent=2)
    )
    result = cli("validate", "--report", "json", path)
    assert result.code == 0
    assert result.json()["summary"]["messages"] == {"human": 1, "ai": 1}


def test_stats_reads_records(cli: Cli, lc_log: Path) -> None:
    result = cli("stats", lc_log)
    assert result.code == 1  # the two broken lines
    assert "messages" in result.out
