"""Golden test for codegen: a fixed fixture schema in, the committed output out.

Run with ``UPDATE_GOLDEN=1`` to rewrite ``expected/`` after a deliberate
change to codegen, then review the diff.
"""

from __future__ import annotations

import filecmp
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec
import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
EXPECTED = HERE / "expected"


def _generate(out: Path) -> Path:
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "codegen" / "generate.py"),
            "--schemas",
            str(HERE / "fixtures" / "schemas"),
            "--out",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    return out


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _generate(tmp_path_factory.mktemp("golden") / "generated")


def _files(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_output_matches_golden_files(generated: Path) -> None:
    if os.environ.get("UPDATE_GOLDEN"):
        shutil.rmtree(EXPECTED, ignore_errors=True)
        shutil.copytree(generated, EXPECTED)
    assert _files(generated) == _files(EXPECTED)
    for name in _files(EXPECTED):
        assert filecmp.cmp(generated / name, EXPECTED / name, shallow=False), f"{name} differs from golden"


def test_every_file_has_the_do_not_edit_header(generated: Path) -> None:
    for name in _files(generated):
        if name.endswith("py.typed"):  # the PEP 561 marker stays empty
            continue
        head = "\n".join((generated / name).read_text().splitlines()[:2])
        assert "Generated from" in head or "Copied from" in head, name
        assert "DO NOT EDIT" in head, name


def test_generated_code_behaves(generated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(generated / "python"))
    for mod in [m for m in sys.modules if m.startswith("chatschema_generated")]:
        monkeypatch.delitem(sys.modules, mod)
    from chatschema_generated import _validators, notes, one_pass, registry, tags  # type: ignore[import-not-found]

    note = msgspec.json.decode(
        b'{"type": "note", "title": "t", "links": [{"type": "link", "url": "u", "x": 1}]}', type=notes.AnyNote
    )
    assert note.owner is None and note.meta == {} and note.pinned is msgspec.UNSET
    assert note.links == [{"type": "link", "url": "u", "x": 1}], "plain JSON keeps unknown keys"
    assert msgspec.json.encode(note) == (
        b'{"type":"note","title":"t","links":[{"type":"link","url":"u","x":1}],"meta":{},"owner":null}'
    )
    with pytest.raises(msgspec.ValidationError, match="unknown field"):
        msgspec.json.decode(b'{"type": "memo", "body": "b", "extra": 1}', type=notes.AnyNote)
    bad = msgspec.json.decode(
        b'{"type": "note", "title": "t", "links": [{"type": "link"}]}', type=notes.AnyNote
    )
    with pytest.raises(_validators.SchemaViolation) as caught:
        registry.TYPES["AnyNote"].check(bad, "$")
    assert caught.value.path == "$.links[0]"
    assert tags.ANY_NOTE_BY_TAG == {"note": "Note", "memo": "Memo"}
    assert tags.PART_TAGS == frozenset({"link"})
    assert tags.BY_TAG == {"AnyNote": tags.ANY_NOTE_BY_TAG, "Part": tags.PART_BY_TAG}
    registry.TYPES["Part"].check({"type": "other"}, "$")
    with pytest.raises(_validators.SchemaViolation) as caught:
        registry.TYPES["Part"].check({"type": "link", "url": 3}, "$")
    assert caught.value.path == "$.url"
    # one pass: the links typed by a Struct that runs Link's rule (url or file_id) after decoding
    assert set(one_pass.DECODERS) == {"AnyNote", "list[AnyNote]", "AnyRecord", "list[AnyRecord]"}
    assert set(one_pass.TYPES) == {"Link", "Note", "Memo", "AnyNote", "AnyRecord"}
    fast = one_pass.DECODERS["list[AnyNote]"].decode(
        b'[{"type": "note", "title": "t", "links": [{"type": "link", "url": "u", "x": 1}]},'
        b' {"type": "memo", "body": "b"}]'
    )
    assert [type(n) for n in fast] == [one_pass.Note, notes.Memo] and isinstance(fast[0], notes.Note)
    assert type(fast[0].links[0]) is one_pass.Link and fast[0].links[0].url == "u"
    for refused in (
        b'{"type": "note", "title": "t", "links": [{"type": "link"}]}',  # Link's rule
        b'{"type": "note", "title": "t", "links": [{"url": "u"}]}',  # a Link without its tag
        b'{"type": "note", "title": "t", "links": [{"type": "link", "url": 3}]}',
        b'{"type": "memo", "body": "b", "extra": 1}',
    ):
        with pytest.raises(msgspec.ValidationError):
            one_pass.DECODERS["AnyNote"].decode(refused)
    for mod in [m for m in sys.modules if m.startswith("chatschema_generated")]:
        monkeypatch.delitem(sys.modules, mod)


CASES = [
    ["AnyNote", {"type": "note", "title": "t", "links": [{"type": "link", "url": "u", "x": 1}]}],
    ["AnyNote", {"type": "note", "title": "t", "links": [{"type": "link"}]}],
    ["AnyNote", {"type": "memo", "body": "b", "extra": 1}],
    ["AnyNote", {"type": "page", "body": "b"}],
    ["AnyNote", {"body": "b"}],
    ["AnyNote", {"type": "note", "title": 3, "links": "x"}],
    ["AnyNote", []],
    ["Memo", {"body": "b"}],
    ["Part", {"type": "other"}],
    ["Part", {"type": "link", "url": 3}],
    ["Part", None],
]


def _python_error(title: str, value: Any) -> list[str] | None:
    """The error the fixture's generated Python reports, as chatschema._validation reads it."""
    from chatschema_generated import _validators, registry  # type: ignore[import-not-found]

    info = registry.TYPES[title]
    try:
        if info.struct:
            value = msgspec.convert(value, info.python_type)
        info.check(value, "$")
    except msgspec.ValidationError as error:
        violation = _validators.from_msgspec(error, "$")
        return [violation.message, violation.path]
    except _validators.SchemaViolation as error:
        return [error.message, error.path]
    return None


def test_generated_typescript_validators_behave(
    generated: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The TypeScript validators, compiled, report the error the Python checks report: message and path."""
    ts = generated / "typescript"
    out = tmp_path / "js"
    tsc = ROOT / "codegen" / "typescript" / "node_modules" / ".bin" / "tsc"
    sources = [str(ts / "types.ts"), *sorted(str(p) for p in (ts / "validators").glob("*.ts"))]
    flags = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--moduleResolution", "NodeNext"]
    subprocess.run([str(tsc), *flags, "--outDir", str(out), *sources], check=True)
    (out / "package.json").write_text('{"type": "module"}')
    script = """
    const { validators } = await import(process.argv[1]);
    const cases = JSON.parse(process.argv[2]);
    const out = cases.map(([title, value]) => {
      const error = validators[title].check(value);
      return error === undefined ? null : [error.message, error.path];
    });
    console.log(JSON.stringify(out));
    """
    table = (out / "validators" / "table.js").as_uri()
    result = subprocess.run(
        ["node", "--input-type=module", "-e", script, table, json.dumps(CASES)],
        check=True,
        capture_output=True,
        text=True,
    )
    monkeypatch.syspath_prepend(str(generated / "python"))
    for mod in [m for m in sys.modules if m.startswith("chatschema_generated")]:
        monkeypatch.delitem(sys.modules, mod)
    expected = [_python_error(title, value) for title, value in CASES]
    assert json.loads(result.stdout) == expected
    assert expected[0] is None and expected[1] == [
        "Object must say where its data is, with one of: url; file_id",
        "$.links[0]",
    ]
    for mod in [m for m in sys.modules if m.startswith("chatschema_generated")]:
        monkeypatch.delitem(sys.modules, mod)


def _broken_fixture(tmp: Path, edit: Callable[[dict[str, Any]], None]) -> Path:
    folder = tmp / "schemas"
    shutil.copytree(HERE / "fixtures" / "schemas", folder)
    notes = json.loads((folder / "notes.json").read_text())
    edit(notes["$defs"])
    (folder / "notes.json").write_text(json.dumps(notes))
    return folder


def _point_part_at_memo(defs: dict[str, Any]) -> None:
    defs["Part"]["allOf"][0]["then"] = {"$ref": "#/$defs/Memo"}


def _untag_memo(defs: dict[str, Any]) -> None:
    del defs["Memo"]["properties"]["type"]


def _tag_memo_as_note(defs: dict[str, Any]) -> None:
    defs["Memo"]["properties"]["type"]["const"] = "note"


def assert_generation_fails(tmp_path: Path, edit: Callable[[dict[str, Any]], None], message: str) -> None:
    """generate.py on the fixture changed by ``edit`` exits 1 with ``message``, before touching the output."""
    out = tmp_path / "generated"
    out.mkdir()
    (out / "keep").write_text("")
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "codegen" / "generate.py"),
            "--schemas",
            str(_broken_fixture(tmp_path, edit)),
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert message in result.stderr
    assert (out / "keep").exists()


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            _point_part_at_memo,
            "notes.json#/$defs/Part: the arm for 'link' points at Memo, whose tag is 'memo'",
        ),
        (
            _untag_memo,
            'notes.json#/$defs/AnyNote: member Memo has no string "const" for its tag property "type"',
        ),
        (_tag_memo_as_note, "notes.json#/$defs/AnyNote: tag 'note' names both Note and Memo"),
    ],
)
def test_tag_conventions_fail_generation_before_anything_is_wiped(
    tmp_path: Path, edit: Callable[[dict[str, Any]], None], message: str
) -> None:
    """tags.py needs one const tag per union member and dispatch arms that agree with their targets."""
    assert_generation_fails(tmp_path, edit, message)


def _default_a_url(defs: dict[str, Any]) -> None:
    defs["Link"]["properties"]["url"]["default"] = "about:blank"


def _tag_links_in_a_union(defs: dict[str, Any]) -> None:
    defs["AnyLink"] = {
        "title": "AnyLink",
        "description": "A union that makes Link a tagged Struct.",
        "type": "object",
        "oneOf": [{"$ref": "#/$defs/Link"}],
        "discriminator": {"propertyName": "type"},
    }


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            _default_a_url,
            "codegen/one_pass.py: Link.url has a default, so the rule would see a key the input did not give",
        ),
        (
            _tag_links_in_a_union,
            "codegen/one_pass.py: Link requires its tag 'type', which msgspec lets be missing when it "
            "decodes that one tagged Struct",
        ),
    ],
)
def test_one_pass_shapes_fail_generation_before_anything_is_wiped(
    tmp_path: Path, edit: Callable[[dict[str, Any]], None], message: str
) -> None:
    """A schema the one-pass types cannot be written for stops make generate, naming the type."""
    assert_generation_fails(tmp_path, edit, message)


RECORD_CASES: list[tuple[Any, list[str] | None]] = [
    ({"path": ["notes", "Note"], "body": {"type": "note", "title": "t"}}, None),
    ({"path": ["old", "notes", "Note"], "body": {"title": "t"}}, None),  # an older path, no tag
    ({"path": ["notes", "Memo"], "body": {"body": "b"}}, None),
    (
        {"path": ["notes", "Note"], "body": {"type": "memo", "title": "t"}},
        ["Invalid value 'memo'", "$.body.type"],  # a tag of another class
    ),
    ({"path": ["notes", "Memo"], "body": {}}, ["Object missing required field `body`", "$.body"]),
    ({"path": ["notes", "Note"], "body": {"title": "t"}, "x": 1}, ["Object contains unknown field `x`", "$"]),
    ({"path": ["notes", "Page"], "body": {}}, ["Invalid value ['notes', 'Page']", "$.path"]),
    ({"path": ["notes"], "body": {}}, ["Invalid value ['notes']", "$.path"]),
    ({"path": ["notes", 3], "body": {}}, ["Expected `array` of `str`", "$.path"]),
    ({"path": "notes.Note", "body": {}}, ["Expected `array`, got `str`", "$.path"]),
    ({"body": {}}, ["Object missing required field `path`", "$"]),
    ([], ["Expected `object`, got `array`", "$"]),
]


@pytest.mark.parametrize(("value", "error"), RECORD_CASES)
def test_a_dispatch_on_a_class_path(
    generated: Path, monkeypatch: pytest.MonkeyPatch, value: Any, error: list[str] | None
) -> None:
    """A closed dispatch keyed by an array of strings (const or enum of arrays): the generated Python
    check picks the member by the whole array, the member checks its own path after decoding, and
    the tags module has the table from path to member."""
    monkeypatch.syspath_prepend(str(generated / "python"))
    for mod in [m for m in sys.modules if m.startswith("chatschema_generated")]:
        monkeypatch.delitem(sys.modules, mod)
    from chatschema_generated import _validators, notes, one_pass, registry, tags

    assert _python_error("AnyRecord", value) == error
    assert tags.ANY_RECORD_BY_PATH == {
        ("notes", "Note"): "NoteRecord",
        ("old", "notes", "Note"): "NoteRecord",
        ("notes", "Memo"): "MemoRecord",
    }
    assert tags.BY_PATH == {"AnyRecord": tags.ANY_RECORD_BY_PATH}
    assert registry.TYPES["AnyRecord"].struct is False  # held as plain JSON: msgspec has no array tags
    # a member alone: a Struct of list[str], its path checked after decoding
    record = msgspec.convert({"path": ["notes", "Memo"], "body": {"title": "t"}}, notes.NoteRecord)
    with pytest.raises(_validators.SchemaViolation) as caught:
        registry.TYPES["NoteRecord"].check(record, "$")
    assert (caught.value.message, caught.value.path) == ("Invalid value ['notes', 'Memo']", "$.path")
    # one pass: one Struct whose body is the union of the members' bodies, the path checked against
    # the type decoded; a record it refuses (no tag, another class's path) goes the full way
    try:
        fast = one_pass.DECODERS["AnyRecord"].decode(msgspec.json.encode(value))
    except msgspec.ValidationError:
        fast = None
    if value == RECORD_CASES[0][0]:  # the one record with its body's tag: read in one pass
        assert type(fast) is one_pass.AnyRecord and fast.path == value["path"]
        assert type(fast.body).__name__ == "Note"
    else:
        assert fast is None
    for mod in [m for m in sys.modules if m.startswith("chatschema_generated")]:
        monkeypatch.delitem(sys.modules, mod)
