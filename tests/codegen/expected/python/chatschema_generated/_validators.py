# Generated from schemas/ by codegen/generate.py. DO NOT EDIT.
# inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
# ruff: noqa
"""Checks generated from the schemas for what msgspec cannot express."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from . import common, notes


class SchemaViolation(Exception):
    """A value broke a schema rule; ``path`` is the JSON path of the value."""

    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


def join_path(base: str, inner: str) -> str:
    """Join a base path such as ``$.content[1]`` and a msgspec path such as ``$.url``."""
    return base + inner[1:]


_PLAIN_KEY = re.compile("^[a-zA-Z][a-zA-Z0-9_]*$")


def key_path(base: str, key: object) -> str:
    """The path of ``key`` inside the object at ``base``: ``$.a.b``, or ``$.a['b c']``."""
    text = str(key)
    if _PLAIN_KEY.match(text):
        return f"{base}.{text}"
    escaped = text.replace("\\", "\\\\").replace("'", "\\'")
    return f"{base}['{escaped}']"


_PYTHON_NAMES = {"NoneType": "null", "list": "array", "dict": "object"}


def _json_names(text: str) -> str:
    """msgspec's ``Expected `str`, got `NoneType``` (its words for a bad type tag of a converted
    value) in the JSON names its other errors use: ``got `null```."""
    head, sep, rest = text.partition(", got `")
    name, tick, tail = rest.partition("`")
    if not (sep and tick and head.startswith("Expected `") and name in _PYTHON_NAMES):
        return text
    return f"{head}, got `{_PYTHON_NAMES[name]}`{tail}"


def from_msgspec(error: msgspec.ValidationError, base: str) -> SchemaViolation:
    """Turn msgspec's ``message - at `$.x``` text into a SchemaViolation.

    A bad object key reads ``message - at `key` in `$.x```: the path is the
    object's, and the message says that a key is at fault.
    """
    text = _json_names(str(error))
    message, sep, where = text.rpartition(" - at `")
    if not sep:
        return SchemaViolation(text, base)
    if where.startswith("key` in `"):
        where = where[len("key` in `") :]
        message = f"{message} (an object key)"
    return SchemaViolation(message, join_path(base, where.rstrip("`")))


def _convert(value: Any, typ: Any, path: str) -> None:
    try:
        msgspec.convert(value, typ)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None


_JSON_NAMES = {
    dict: "object",
    list: "array",
    str: "str",
    int: "int",
    float: "float",
    bool: "bool",
}


def json_type_name(value: Any) -> str:
    """The JSON name of a value's type, as msgspec's errors say it (``got `null```).

    ``null``, ``object``, ``array``, ``str``, ``int``, ``float`` or ``bool`` for the
    JSON types (exact types only: a tuple is not an ``array`` here), else the
    Python type's name.
    """
    if value is None:
        return "null"
    return _JSON_NAMES.get(type(value), type(value).__name__)


def _object(value: Any, path: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaViolation(f"Expected `object`, got `{json_type_name(value)}`", path)
    return value


def _plain_keys(value: dict[Any, Any]) -> bool:
    """True when every key of ``value`` is a str of ASCII characters alone."""
    for key in value:
        if type(key) is not str or not key.isascii():
            return False
    return True


class _ByClass(dict):  # type: ignore[type-arg]
    """What a table by type tag holds for a Struct class, found once per class.

    ``__struct_config__`` builds a new object on every read; ``type(value)``
    and a dict lookup cost far less.
    """

    def __init__(self, by_tag: dict[Any, Any], default: Any) -> None:
        super().__init__()
        self.by_tag = by_tag
        self.default = default

    def __missing__(self, cls: Any) -> Any:
        config = getattr(cls, "__struct_config__", None)
        found = self.by_tag.get(getattr(config, "tag", None), self.default)
        if len(self) >= 1024:  # bounded, however many classes come and go
            self.clear()
        self[cls] = found
        return found


def _array_key(value: Any) -> tuple[str, ...] | None:
    """The key of a dispatch on an array of strings (a class path): the tuple; None for any other value."""
    if type(value) is list and all(type(item) is str for item in value):
        return tuple(value)
    return None


def _never(value: Any) -> bool:
    """The fast test of a type that has none: the check always runs."""
    return False


_KEYS_Link = frozenset(("type", "url", "file_id"))
_PATHS_MemoRecord_path = frozenset((("notes", "Memo"),))
_PATHS_NoteRecord_path = frozenset((("notes", "Note"), ("old", "notes", "Note")))


_BY_TAG_AnyNote: dict[str, Any] = {}  # filled in below


def check_AnyNote(value: Any, path: str) -> None:
    """Check a decoded AnyNote with the check of its own type."""
    if ok_AnyNote(value):
        return
    _BY_TAG_AnyNote[value.__struct_config__.tag](value, path)


def _held_NoteRecord(value: Any, path: str) -> None:
    """Check a NoteRecord held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), notes.NoteRecord)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_NoteRecord(held, path)


def _held_MemoRecord(value: Any, path: str) -> None:
    """Check a MemoRecord held as a JSON object: decode it, then check its JSON fields."""
    try:
        held = msgspec.convert(_object(value, path), notes.MemoRecord)
    except msgspec.ValidationError as error:
        raise from_msgspec(error, path) from None
    check_MemoRecord(held, path)


_DISPATCH_AnyRecord: dict[tuple[str, ...], Any] = {}  # filled in below


def check_AnyRecord(value: Any, path: str) -> None:
    """Check a AnyRecord: an object, matched to a schema by its path array."""
    if ok_AnyRecord(value):
        return
    tag = _object(value, path).get("path")
    key = _array_key(tag)
    if key is not None:
        check = _DISPATCH_AnyRecord.get(key)
        if check is not None:
            return check(value, path)  # type: ignore[no-any-return]
    if "path" not in value:
        raise SchemaViolation("Object missing required field `path`", path)
    if type(tag) is not list:
        raise SchemaViolation(
            f"Expected `array`, got `{json_type_name(tag)}`", path + ".path"
        )
    if key is None:
        raise SchemaViolation("Expected `array` of `str`", path + ".path")
    raise SchemaViolation(f"Invalid value {tag!r}", path + ".path")


def check_JSONObject(value: Any, path: str) -> None:
    """Check a JSONObject."""
    if ok_JSONObject(value):
        return
    _object(value, path)


def _extra_Link(value: Any, path: str) -> None:
    check_Target(value, path)


def check_Link(value: Any, path: str) -> None:
    """Check a Link held as a JSON object."""
    if ok_Link(value):
        return
    _extra_Link(_object(value, path), path)
    if "type" not in _object(value, path):
        raise SchemaViolation("Object missing required field `type`", path)
    _convert(value, notes.Link, path)


def check_Memo(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded Memo."""
    return None


def check_MemoRecord(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded MemoRecord."""
    if ok_MemoRecord(value):
        return
    item = value.path
    if type(item) is list and tuple(item) not in _PATHS_MemoRecord_path:
        raise SchemaViolation(f"Invalid value {item!r}", path + ".path")
    item = value.body
    if item is not None:
        check_Memo(item, path + ".body")


def check_Note(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded Note."""
    if ok_Note(value):
        return
    items = value.links
    if type(items) is list:
        for i, item in enumerate(items):
            check_Link(item, f"{path}.links[{i}]")


def check_NoteRecord(value: Any, path: str) -> None:
    """Check the plain JSON fields of a decoded NoteRecord."""
    if ok_NoteRecord(value):
        return
    item = value.path
    if type(item) is list and tuple(item) not in _PATHS_NoteRecord_path:
        raise SchemaViolation(f"Invalid value {item!r}", path + ".path")
    item = value.body
    if item is not None:
        check_Note(item, path + ".body")


_DISPATCH_Part: dict[str, Any] = {}  # filled in below


def check_Part(value: Any, path: str) -> None:
    """Check a Part: an object, matched to a standard schema by its type tag."""
    if ok_Part(value):
        return
    tag = _object(value, path).get("type")
    if type(tag) is str:
        check = _DISPATCH_Part.get(tag)
        if check is not None:
            check(value, path)


def check_Target(value: Any, path: str) -> None:
    """Target: the object must have one of these key sets."""
    if ok_Target(value):
        return
    _object(value, path)
    if not (("url" in value) or ("file_id" in value)):
        raise SchemaViolation(
            "Object must say where its data is, with one of: url; file_id", path
        )


def ok_AnyNote(value: Any) -> bool:
    """True only when ``check_AnyNote`` passes ``value``; False sends it to the check."""
    return _OK_BY_CLASS_AnyNote[type(value)](value)


def all_ok_AnyNote(values: Any) -> bool:
    """True only when ``ok_AnyNote`` is True for every item of ``values``."""
    kind_of = _KIND_AnyNote.get  # None for a class not seen yet
    for value in values:
        kind = kind_of(type(value))
        if kind is None:
            kind = _KIND_AnyNote[type(value)]  # learns the class
        if kind == 0:
            v1 = value.links
            if type(v1) is list:
                for v2 in v1:
                    if not (ok_Link(v2)):
                        return False
        elif kind == 1:
            pass
        else:
            return False
    return True


def ok_AnyRecord(value: Any) -> bool:
    """True only when ``check_AnyRecord`` passes ``value``; False sends it to the check."""
    try:
        msgspec.convert(value, _one_pass.AnyRecord)
    except (
        msgspec.ValidationError,
        UnicodeEncodeError,
    ):  # a lone surrogate: the check says
        return False
    return True


def all_ok_AnyRecord(values: Any) -> bool:
    """True only when ``ok_AnyRecord`` is True for every item of ``values``."""
    try:
        msgspec.convert(values, list[_one_pass.AnyRecord])
    except (
        msgspec.ValidationError,
        UnicodeEncodeError,
    ):  # a lone surrogate: the check says
        return False
    return True


def ok_JSONObject(value: Any) -> bool:
    """True only when ``check_JSONObject`` passes ``value``; False sends it to the check."""
    return type(value) is dict


def ok_Link(value: Any) -> bool:
    """True only when ``check_Link`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    try:
        return (
            (type(value["type"]) is str and value["type"] == "link")
            and ("url" not in value or type(value["url"]) is str)
            and ("file_id" not in value or type(value["file_id"]) is str)
            and (("url" in value) or ("file_id" in value))
            and (value.keys() <= _KEYS_Link or _plain_keys(value))
        )
    except KeyError:  # a required key is missing
        return False


def ok_Memo(value: Any) -> bool:
    """True only when ``check_Memo`` passes ``value``; False sends it to the check."""
    return True


def all_ok_Memo(values: Any) -> bool:
    """True only when ``ok_Memo`` is True for every item of ``values``."""
    return True


def ok_MemoRecord(value: Any) -> bool:
    """True only when ``check_MemoRecord`` passes ``value``; False sends it to the check."""
    v1 = value.path
    if type(v1) is list and tuple(v1) not in _PATHS_MemoRecord_path:
        return False
    v2 = value.body
    if v2 is not None:
        pass
    return True


def all_ok_MemoRecord(values: Any) -> bool:
    """True only when ``ok_MemoRecord`` is True for every item of ``values``."""
    for value in values:
        v1 = value.path
        if type(v1) is list and tuple(v1) not in _PATHS_MemoRecord_path:
            return False
        v2 = value.body
        if v2 is not None:
            pass
    return True


def ok_Note(value: Any) -> bool:
    """True only when ``check_Note`` passes ``value``; False sends it to the check."""
    v1 = value.links
    if type(v1) is list:
        for v2 in v1:
            if not (ok_Link(v2)):
                return False
    return True


def all_ok_Note(values: Any) -> bool:
    """True only when ``ok_Note`` is True for every item of ``values``."""
    for value in values:
        v1 = value.links
        if type(v1) is list:
            for v2 in v1:
                if not (ok_Link(v2)):
                    return False
    return True


def ok_NoteRecord(value: Any) -> bool:
    """True only when ``check_NoteRecord`` passes ``value``; False sends it to the check."""
    v1 = value.path
    if type(v1) is list and tuple(v1) not in _PATHS_NoteRecord_path:
        return False
    v2 = value.body
    if v2 is not None:
        v3 = v2.links
        if type(v3) is list:
            for v4 in v3:
                if not (ok_Link(v4)):
                    return False
    return True


def all_ok_NoteRecord(values: Any) -> bool:
    """True only when ``ok_NoteRecord`` is True for every item of ``values``."""
    for value in values:
        v1 = value.path
        if type(v1) is list and tuple(v1) not in _PATHS_NoteRecord_path:
            return False
        v2 = value.body
        if v2 is not None:
            v3 = v2.links
            if type(v3) is list:
                for v4 in v3:
                    if not (ok_Link(v4)):
                        return False
    return True


def ok_Part(value: Any) -> bool:
    """True only when ``check_Part`` passes ``value``; False sends it to the check."""
    if type(value) is not dict:
        return False
    tag = value.get("type")
    if type(tag) is str:
        test = _OK_DISPATCH_Part.get(tag)
        if test is not None:
            return test(value)
    return True


def ok_Target(value: Any) -> bool:
    """True only when ``check_Target`` passes ``value``; False sends it to the check."""
    return type(value) is dict and (("url" in value) or ("file_id" in value))


_BY_TAG_AnyNote.update(
    {
        "note": check_Note,
        "memo": check_Memo,
    }
)
_OK_BY_TAG_AnyNote: dict[str, Any] = {
    "note": ok_Note,
    "memo": ok_Memo,
}
_OK_BY_CLASS_AnyNote = _ByClass(_OK_BY_TAG_AnyNote, _never)
_DISPATCH_AnyRecord.update(
    {
        ("notes", "Note"): _held_NoteRecord,
        ("old", "notes", "Note"): _held_NoteRecord,
        ("notes", "Memo"): _held_MemoRecord,
    }
)
_OK_DISPATCH_AnyRecord: dict[tuple[str, ...], Any] = {
    ("notes", "Note"): _never,
    ("old", "notes", "Note"): _never,
    ("notes", "Memo"): _never,
}
_DISPATCH_Part.update(
    {
        "link": check_Link,
    }
)
_OK_DISPATCH_Part: dict[str, Any] = {
    "link": ok_Link,
}
_KIND_AnyNote = _ByClass(
    {
        "note": 0,
        "memo": 1,
    },
    -1,
)

from . import one_pass as _one_pass  # noqa: E402
