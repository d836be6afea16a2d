"""Hypothesis strategies for chatschema payloads, derived from schemas/*.json where a generic path exists.

The value strategies draw *valid* instances; ``mutated`` and ``neighbours``
then break them in targeted ways.

Standard content blocks, annotations and tool calls are drawn from their
schema alone (``schema_object``): which types exist and their tags come from
the ``ContentBlock``, ``DataContentBlock`` and ``Annotation`` unions, and each
property's values from its schema, so a new block needs no edit here. A
property shape the generic path does not know fails at import with a message
naming the type and the property. What stays hand-written is what a schema
says in ways no generic path draws well: where a media block's data is (the
``MediaSource`` rule), usage, and messages. Those shapes read the schema files
for names and defaults only (which properties a type defines, which are
required, what a compact message may leave out), so a schema change that
adds, drops or un-requires a field makes ``_check_fields`` fail at import
instead of silently generating stale shapes.

The one shape the generators deliberately stay away from: integral floats
such as ``10.0`` where integers are expected (integers to JSON Schema,
rejected by msgspec; a documented difference, see docs/compat.md).
"""

from __future__ import annotations

import copy
import json
import string
from collections.abc import Callable, Mapping
from random import Random
from typing import Any

from hypothesis import strategies as st
from hypothesis.strategies import DrawFn, SearchStrategy

from tests.oracle import documents

Json = Any
Path = tuple[str | int, ...]
Defs = Mapping[str, dict[str, Any]]
"""Every schema type by title, across the schema files (titles are unique across files)."""

# --------------------------------------------------------------------------- schema facts


def _defs(doc: str) -> dict[str, Any]:
    defs: dict[str, Any] = documents()[doc]["$defs"]
    return defs


def properties(doc: str, title: str) -> frozenset[str]:
    """The property names a schema type defines."""
    return frozenset(_defs(doc)[title].get("properties", {}))


def all_defs(docs: Mapping[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Every ``$defs`` entry of the schema documents ``docs`` by title."""
    return {title: spec for doc in docs.values() for title, spec in doc.get("$defs", {}).items()}


SCHEMA_DEFS: Defs = all_defs(documents())


def ref_title(ref: str) -> str:
    """``tool_calls.json#/$defs/ToolCall`` -> ``ToolCall``."""
    return ref.rsplit("/", 1)[-1]


def union_tags(title: str, defs: Defs = SCHEMA_DEFS) -> dict[str, str]:
    """The members of a tagged union (a oneOf of $refs) and their type tags, in schema order."""
    members = [ref_title(branch["$ref"]) for branch in defs[title]["oneOf"]]
    return {member: defs[member]["properties"]["type"]["const"] for member in members}


def is_media(spec: dict[str, Any]) -> bool:
    """A media block: its data is located by the MediaSource rule."""
    return any(ref_title(part.get("$ref", "")) == "MediaSource" for part in spec.get("allOf", ()))


MESSAGE_TAGS: dict[str, str] = {
    "HumanMessage": "human",
    "AIMessage": "ai",
    "SystemMessage": "system",
    "ToolMessage": "tool",
    "FunctionMessage": "function",
    "ChatMessage": "chat",
    "RemoveMessage": "remove",
    "HumanMessageChunk": "HumanMessageChunk",
    "AIMessageChunk": "AIMessageChunk",
    "SystemMessageChunk": "SystemMessageChunk",
    "ToolMessageChunk": "ToolMessageChunk",
    "FunctionMessageChunk": "FunctionMessageChunk",
    "ChatMessageChunk": "ChatMessageChunk",
}
MESSAGE_TITLES = tuple(MESSAGE_TAGS)
ENVELOPE_TITLES = tuple(f"Serialized{t}" for t in MESSAGE_TITLES)

CONTENT_BLOCK_TAGS = union_tags("ContentBlock")
"""Every standard block title and its tag: the members of the ContentBlock union."""
TOOL_TAGS = {t: tag for t, tag in CONTENT_BLOCK_TAGS.items() if t in _defs("tool_calls.json")}
BLOCK_TAGS = {t: tag for t, tag in CONTENT_BLOCK_TAGS.items() if t not in TOOL_TAGS}
MEDIA_TAGS = tuple(tag for t, tag in BLOCK_TAGS.items() if is_media(SCHEMA_DEFS[t]))
DATA_TITLES = tuple(union_tags("DataContentBlock"))
STANDARD_TAGS = frozenset(CONTENT_BLOCK_TAGS.values())
ANNOTATION_TAGS = tuple(union_tags("Annotation").values())


def message_defaults(title: str) -> dict[str, Json]:
    """The schema defaults of a message type: what compact forms may leave out."""
    props = _defs("messages.json")[title]["properties"]
    return {name: spec["default"] for name, spec in props.items() if "default" in spec}


# --------------------------------------------------------------------------- leaves

texts = st.text(max_size=8)
"""Any JSON string (hypothesis draws no lone surrogates unless asked to)."""

ints = st.integers()
"""JSON integers, unbounded. Never an integral float: see the module docstring."""

floats = st.floats(allow_nan=False, allow_infinity=False)

safe_keys = st.text(max_size=10) | st.builds(
    str.__add__,
    st.sampled_from(string.ascii_letters),
    st.text(string.ascii_letters + string.digits + "_", max_size=10),
)
"""Keys of token-detail maps: any text, often a plain identifier (``$.a`` or ``$['a b']`` in paths)."""

any_keys = st.text(max_size=6)
"""Keys of open objects, where no error can ever be reported under the key."""

scalars = st.none() | st.booleans() | ints | floats | texts
json_values: SearchStrategy[Json] = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(any_keys, inner, max_size=3),
    max_leaves=4,
)
json_objects = st.dictionaries(any_keys, json_values, max_size=2)
indexes = st.none() | ints | texts
"""A block's stream position: integer, string, or null when unknown."""


def nullable(strategy: SearchStrategy[Json]) -> SearchStrategy[Json]:
    return st.none() | strategy


def _merge(*parts: dict[str, Json]) -> dict[str, Json]:
    out: dict[str, Json] = {}
    for part in parts:
        out.update(part)
    return out


def open_object(
    required: dict[str, SearchStrategy[Json]],
    optional: dict[str, SearchStrategy[Json]],
    known: frozenset[str],
    full: bool = False,
) -> SearchStrategy[dict[str, Json]]:
    """An object with the given fields plus unknown keys (allowed: the schema object is open).

    ``full`` makes every optional field present.
    """
    unknown = st.dictionaries(any_keys.filter(lambda k: k not in known), json_values, max_size=2)
    fields = (
        st.fixed_dictionaries({**required, **optional})
        if full
        else st.fixed_dictionaries(required, optional=optional)
    )
    return st.builds(_merge, unknown, fields)


def _check_fields(doc: str, title: str, fields: set[str], required: set[str] | None = None) -> None:
    """Fail at import when the hand-written fields no longer match the schema's."""
    spec = _defs(doc)[title]
    missing = properties(doc, title) - fields
    stale = fields - properties(doc, title)
    if missing or stale:
        raise AssertionError(f"strategies out of date for {title}: missing {missing}, stale {stale}")
    if required is not None and required != set(spec.get("required", ())):
        raise AssertionError(
            f"strategies out of date for {title}: required {required}, schema {spec['required']}"
        )


# --------------------------------------------------------------------------- drawn from the schema

_NOTES = frozenset({"title", "description", "default", "$comment", "examples"})
"""Schema keys that say nothing about which values are valid."""

LEAVES: dict[str, SearchStrategy[Json]] = {
    "string": texts,
    "integer": ints,
    "number": floats,
    "boolean": st.booleans(),
    "null": st.none(),
}

PROVIDER_ANNOTATION_TAGS = tuple(
    tag
    for tag in ("url_citation", "file_citation", "web_search_result_location", "char_location")
    if tag not in ANNOTATION_TAGS
)
"""Annotation tags of providers' own formats; a tag the schema makes standard drops out."""


def _retag(tags: SearchStrategy[Json]) -> SearchStrategy[dict[str, Json]]:
    return st.builds(lambda d, t: {**d, "type": t}, json_objects, tags)


untyped_objects = json_objects.map(lambda d: {k: v for k, v in d.items() if k != "type"})
provider_annotations = _retag(st.sampled_from(PROVIDER_ANNOTATION_TAGS)) | untyped_objects

FOREIGN: dict[str, SearchStrategy[dict[str, Json]]] = {"AnnotationItem": provider_annotations}
"""The objects a tag dispatch keeps unchanged (their tag names none of its arms), by dispatch title."""


class NoStrategy(AssertionError):
    """The generic path cannot draw a schema shape: extend ``_value`` or write the strategy by hand."""


def _value(ps: dict[str, Any], where: str, full: bool, defs: Defs) -> SearchStrategy[Json]:
    """Valid values of the property schema ``ps``; ``where`` names it in the error when there is no path."""
    keys = set(ps) - _NOTES
    if "const" in keys:
        return st.just(ps["const"])
    if keys == {"enum"}:
        return st.sampled_from(ps["enum"])
    if not keys:
        return json_values
    if keys == {"$ref"}:
        return _ref(ref_title(ps["$ref"]), where, full, defs)
    if keys == {"anyOf"}:
        return st.one_of(*(_value(branch, where, full, defs) for branch in ps["anyOf"]))
    kind = ps.get("type")
    if keys == {"type"} and kind in LEAVES:
        return LEAVES[kind]
    if keys == {"type", "items"} and kind == "array":
        return st.lists(_value(ps["items"], f"{where}[]", full, defs), min_size=int(full), max_size=3)
    if keys == {"type", "additionalProperties"} and kind == "object" and ps["additionalProperties"] == {}:
        return json_objects
    raise NoStrategy(
        f"tests/conformance/strategies.py: no generic strategy for {where} = {json.dumps(ps)}; "
        "teach _value this shape, or give the type its own strategy in blocks()"
    )


def _ref(title: str, where: str, full: bool, defs: Defs) -> SearchStrategy[Json]:
    """Valid values of the named type ``title``."""
    spec = defs[title]
    if "oneOf" in spec:  # a tagged union: any member, with its tag
        return st.one_of(*(schema_object(m, full, defs=defs) for m in union_tags(title, defs)))
    if "allOf" in spec and all("if" in arm for arm in spec["allOf"]):  # a tag dispatch
        arms = [ref_title(arm["then"]["$ref"]) for arm in spec["allOf"]]
        return st.one_of(*(schema_object(arm, full, defs=defs) for arm in arms)) | FOREIGN.get(
            title, untyped_objects
        )
    if "properties" in spec:
        return schema_object(title, full, defs=defs)
    return _value(spec, f"{where} -> {title}", full, defs)


def schema_object(
    title: str, full: bool = False, *, typed: bool = True, defs: Defs = SCHEMA_DEFS
) -> SearchStrategy[dict[str, Json]]:
    """A valid instance of the open object type ``title``, drawn from its schema alone.

    Every property of the schema may appear (``full``: every one does), plus
    unknown keys. ``typed`` makes the type tag required even where the schema
    leaves it optional (as content lists need). A media block draws where its
    data is from ``media_sources``.
    """
    spec = defs[title]
    media = is_media(spec)
    unknown = set(spec) - _NOTES - {"type", "properties", "required"} - ({"allOf"} if media else set())
    if spec.get("type") != "object" or unknown or spec.get("additionalProperties", {}) is False:
        raise NoStrategy(
            f"tests/conformance/strategies.py: no generic strategy for {title} (schema keys "
            f"{sorted(unknown) or 'of a closed or non-object type'}); give it its own strategy in blocks()"
        )
    props: dict[str, Any] = spec["properties"]
    required = set(spec.get("required", ())) | ({"type"} if typed and "type" in props else set())
    fields = {name: _value(ps, f"{title}.{name}", full, defs) for name, ps in props.items()}
    if media and not full:  # the source fields come from media_sources, so that at least one way is there
        fields = {name: s for name, s in fields.items() if name not in _SOURCE_FIELDS}
    obj = open_object(
        {k: s for k, s in fields.items() if k in required},
        {k: s for k, s in fields.items() if k not in required},
        frozenset(props),
        full,
    )
    if not media:
        return obj
    sources = st.lists(media_sources, min_size=1, max_size=2)
    return st.builds(lambda b, found: _merge(b, *found), obj, sources)


# --------------------------------------------------------------------------- media sources

media_sources = st.one_of(
    st.fixed_dictionaries({"url": texts}),
    st.fixed_dictionaries({"base64": texts}),
    st.fixed_dictionaries({"file_id": texts}),
    st.fixed_dictionaries({"source_type": st.just("base64"), "data": texts}),
    st.fixed_dictionaries({"source_type": st.just("url"), "url": texts}),
    st.fixed_dictionaries({"source_type": st.just("id"), "id": texts}),
    st.fixed_dictionaries({"source_type": st.just("text"), "text": texts}),
    st.fixed_dictionaries({"source_type": st.sampled_from(["url", "base64", "id", "text"]), "data": texts}),
    st.fixed_dictionaries({"source": json_values}),  # a provider's own source field (Anthropic)
    st.fixed_dictionaries({"file": json_values}),  # a provider's own file field (OpenAI)
)
"""Every way a media block may say where its data is (the MediaSource anyOf)."""

MEDIA_SOURCE_KEYS = ("url", "base64", "file_id", "source_type", "data", "id", "text", "source", "file")
_SOURCE_FIELDS = frozenset(MEDIA_SOURCE_KEYS) - {"id"}
"""Block fields that say where the data is; ``id`` is also the block's own identifier."""


def _check_media_sources() -> None:
    """Fail at import when the MediaSource rule names keys ``media_sources`` never draws."""
    rule = {key for branch in SCHEMA_DEFS["MediaSource"]["anyOf"] for key in branch["required"]}
    if rule != set(MEDIA_SOURCE_KEYS):
        raise AssertionError(f"media_sources out of date: MediaSource names {sorted(rule)}")


_check_media_sources()

# --------------------------------------------------------------------------- annotations


def citations(full: bool = False) -> SearchStrategy[dict[str, Json]]:
    return schema_object("Citation", full)


def non_standard_annotations(full: bool = False) -> SearchStrategy[dict[str, Json]]:
    return schema_object("NonStandardAnnotation", full)


standard_annotations = st.one_of(*(schema_object(t) for t in union_tags("Annotation")))
annotation_items = _ref("AnnotationItem", "AnnotationItem", False, SCHEMA_DEFS)

# --------------------------------------------------------------------------- tool calls


def tool_calls(typed: bool, full: bool = False) -> SearchStrategy[dict[str, Json]]:
    """A ToolCall; ``typed`` makes the optional type tag required (as in content lists)."""
    return schema_object("ToolCall", full, typed=typed)


def tool_call_chunks(typed: bool, full: bool = False) -> SearchStrategy[dict[str, Json]]:
    return schema_object("ToolCallChunk", full, typed=typed)


def invalid_tool_calls(typed: bool, full: bool = False) -> SearchStrategy[dict[str, Json]]:
    return schema_object("InvalidToolCall", full, typed=typed)


# --------------------------------------------------------------------------- content blocks


def blocks(full: bool = False, defs: Defs = SCHEMA_DEFS) -> dict[str, SearchStrategy[dict[str, Json]]]:
    """Every standard block of the ContentBlock union, by title, always with its type tag.

    ``full``: every field present. ``defs``: the schema types to draw from (another copy of the
    schemas, in tests of this module).
    """
    return {title: schema_object(title, full, defs=defs) for title in union_tags("ContentBlock", defs)}


BLOCKS = blocks()
FULL_BLOCKS = blocks(full=True)

standard_blocks = st.one_of(*BLOCKS.values())
data_blocks = st.one_of(*(BLOCKS[t] for t in DATA_TITLES))

PROVIDER_BLOCK_TAGS = tuple(
    tag
    for tag in (
        "image_url",
        "input_audio",
        "tool_use",
        "tool_result",
        "thinking",
        "redacted_thinking",
        "document",
        "web_search_tool_result",
        "function_call",
        "refusal",
        "summary_text",
        "Text",  # tags are case-sensitive: not the standard 'text'
        "tool-call",
    )
    if tag not in STANDARD_TAGS
)
"""Block tags of providers' own formats; a tag the schema makes standard (as ``refusal`` became) drops out."""
_PROVIDER_SHAPES = {
    "image_url": st.fixed_dictionaries(
        {
            "type": st.just("image_url"),
            "image_url": st.fixed_dictionaries(
                {"url": texts}, optional={"detail": st.sampled_from(["auto", "low", "high"])}
            ),
        }
    ),
    "tool_use": st.fixed_dictionaries(
        {"type": st.just("tool_use"), "id": texts, "name": texts, "input": json_objects}
    ),
    "thinking": st.fixed_dictionaries({"type": st.just("thinking"), "thinking": texts, "signature": texts}),
}
provider_blocks = st.one_of(
    *(shape for tag, shape in _PROVIDER_SHAPES.items() if tag not in STANDARD_TAGS),
    _retag(st.sampled_from(PROVIDER_BLOCK_TAGS)),
    _retag(st.none() | st.booleans() | ints),  # a tag that is no string names no standard block
    untyped_objects,
)
"""Provider-native blocks: any object whose type tag names no standard block is kept unchanged."""

content_parts = standard_blocks | provider_blocks
content_items = texts | content_parts


def message_contents(max_items: int = 4) -> SearchStrategy[Json]:
    return texts | st.lists(content_items, max_size=max_items)


block_lists = st.lists(
    st.one_of(standard_blocks, standard_blocks, provider_blocks, texts), min_size=1, max_size=4
)
"""Content lists weighted to standard blocks, for the mutations to break."""


# --------------------------------------------------------------------------- usage


def token_details(standard: tuple[str, ...]) -> SearchStrategy[dict[str, int]]:
    return st.dictionaries(st.sampled_from(standard) | safe_keys, ints, max_size=4)


input_token_details = token_details(("audio", "cache_creation", "cache_read"))
output_token_details = token_details(("audio", "reasoning"))
_check_fields("usage.json", "InputTokenDetails", {"audio", "cache_creation", "cache_read"})
_check_fields("usage.json", "OutputTokenDetails", {"audio", "reasoning"})
usage_metadata = open_object(
    {"input_tokens": ints, "output_tokens": ints, "total_tokens": ints},
    {"input_token_details": input_token_details, "output_token_details": output_token_details},
    properties("usage.json", "UsageMetadata"),
)
_check_fields(
    "usage.json",
    "UsageMetadata",
    set(properties("usage.json", "UsageMetadata")),
    {"input_tokens", "output_tokens", "total_tokens"},
)

# --------------------------------------------------------------------------- messages

LEGACY_FIELDS = ("example", "chunk_position")
"""Fields without a default: written only when the input had them."""


def _message_fields(title: str, max_items: int) -> dict[str, SearchStrategy[Json]]:
    fields: dict[str, SearchStrategy[Json]] = {
        "content": message_contents(max_items),
        "additional_kwargs": json_objects,
        "response_metadata": json_objects,
        "name": nullable(texts),
        "id": nullable(texts),
    }
    if title.startswith("AIMessage"):
        fields["tool_calls"] = st.lists(tool_calls(typed=False), max_size=2)
        fields["invalid_tool_calls"] = st.lists(invalid_tool_calls(typed=False), max_size=2)
        fields["usage_metadata"] = nullable(usage_metadata)
        fields["example"] = st.booleans()
    if title == "AIMessageChunk":
        fields["tool_call_chunks"] = st.lists(tool_call_chunks(typed=False), max_size=2)
        fields["chunk_position"] = nullable(st.just("last"))
    if title.startswith("HumanMessage"):
        fields["example"] = st.booleans()
    if title.startswith("ToolMessage"):
        fields |= {
            "tool_call_id": texts,
            "artifact": json_values,
            "status": st.sampled_from(["success", "error"]),
        }
    if title.startswith("FunctionMessage"):
        fields["name"] = texts
    if title.startswith("ChatMessage"):
        fields["role"] = texts
    if title == "RemoveMessage":
        fields["id"] = texts
        # the schema takes no other content than "" or []: drawn as before, emptied
        fields["content"] = (st.just("") | message_contents(max_items)).map(lambda c: c[:0])
    _check_fields("messages.json", title, {"type", *fields})
    return fields


def messages(
    title: str, *, full: bool, typed: bool | None = True, max_items: int = 4
) -> SearchStrategy[Json]:
    """A valid message of one type.

    ``full``: every defaulted field present, as LangChain's model_dump writes
    it (the legacy fields stay optional). Otherwise compact: any defaulted
    field may be left out. ``typed``: True always writes the type tag, None
    sometimes (only valid where the title, not a union, names the type).
    """
    fields = _message_fields(title, max_items)
    spec = _defs("messages.json")[title]
    required = {k: fields[k] for k in spec["required"]}
    defaulted = {k: fields[k] for k in message_defaults(title)}
    legacy = {k: fields[k] for k in LEGACY_FIELDS if k in fields}
    tag = {"type": st.just(MESSAGE_TAGS[title])}
    if full:
        return st.fixed_dictionaries({**tag, **required, **defaulted}, optional=legacy)
    if typed:
        required = {**required, **tag}
    return st.fixed_dictionaries(required, optional={**defaulted, **legacy, **({} if typed else tag)})


def any_messages(*, full: bool, max_items: int = 3) -> SearchStrategy[Json]:
    """A message of any type, always with its type tag (the union needs it)."""
    return st.one_of(*(messages(t, full=full, typed=True, max_items=max_items) for t in MESSAGE_TITLES))


def envelopes(title: str, *, full: bool, max_items: int = 3) -> SearchStrategy[Json]:
    """A SerializedMessage envelope around a message of type ``title``."""
    inner = messages(title, full=full, typed=True if full else None, max_items=max_items)
    return st.fixed_dictionaries({"type": st.just(MESSAGE_TAGS[title]), "data": inner})


def any_envelopes(*, full: bool, max_items: int = 3) -> SearchStrategy[Json]:
    return st.one_of(*(envelopes(t, full=full, max_items=max_items) for t in MESSAGE_TITLES))


def conversations(*, max_messages: int = 5, max_items: int = 2) -> SearchStrategy[list[Json]]:
    """A list[AnyMessage] history, mixing full and compact messages."""
    one = any_messages(full=True, max_items=max_items) | any_messages(full=False, max_items=max_items)
    return st.lists(one, max_size=max_messages)


# --------------------------------------------------------------------------- mutations


def walk(value: Json, path: Path = ()) -> list[tuple[Path, Json]]:
    """Every (path, value) in a JSON value, the root first."""
    out = [(path, value)]
    if isinstance(value, dict):
        for k, v in value.items():
            out += walk(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += walk(v, (*path, i))
    return out


def json_path(path: Path) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


def _get(root: Json, path: Path) -> Json:
    for p in path:
        root = root[p]
    return root


def _set(root: Json, path: Path, value: Json) -> Json:
    if not path:
        return value
    parent = root
    for p in path[:-1]:
        parent = parent[p]
    parent[path[-1]] = value
    return root


def _kind(value: Json) -> str:
    return "bool" if isinstance(value, bool) else type(value).__name__


WRONG_VALUES: tuple[Json, ...] = (
    None,
    True,
    False,
    0,
    7,
    -3,
    1.5,  # never an integral float
    -0.25,
    "",
    "x",
    "human",
    [],
    [1],
    ["a", {"type": "text"}],
    {},
    {"k": 1},
    {"type": "text"},
    {"type": "image"},
)
BAD_TAGS: tuple[str, ...] = (
    *MESSAGE_TAGS.values(),
    *sorted(STANDARD_TAGS),
    *ANNOTATION_TAGS,
    "assistant",
    "Human",
    "AIMessage",
    "",
    "image_url",
    "tool_use",
    "user",
)
BAD_ENUMS: dict[str, tuple[Json, ...]] = {
    "status": ("failed", "Success", "ok", "", "last"),
    "source_type": ("URL", "file", "base64 ", "data", "", "success"),
    "chunk_position": ("first", "Last", "middle", "", "success"),
    "mime_type": ("text/markdown", "text/plain ", "image/png", ""),
}
EXTRA_KEYS = (
    "extra",
    "foo",
    "metadata",
    "lc",
    "kwargs",
    "example",
    "chunk_position",
    "tool_calls",
    "tool_call_chunks",
    "invalid_tool_calls",
    "usage_metadata",
    "role",
    "artifact",
    "status",
    "tool_call_id",
    "data",
    "text",
)
EXTRA_VALUES: tuple[Json, ...] = (
    None,
    True,
    False,
    "last",
    "x",
    "",
    0,
    1.5,
    [],
    {},
    {"k": [1, None]},
    [{"type": "text"}],
)

Mutation = Callable[[Random, Json], "tuple[Json, str]"]


def _known_properties() -> frozenset[str]:
    defs = [d for doc in documents().values() for d in doc["$defs"].values()]
    return frozenset(name for d in defs for name in d.get("properties", {}))


KNOWN_PROPERTIES = _known_properties()
OPEN_FIELDS = frozenset(
    {"additional_kwargs", "response_metadata", "extras", "value", "output", "artifact", "args"}
)
"""Fields that hold free-form JSON: nothing under them is checked (``args`` of a ToolCall)."""
TYPED_MAPS = frozenset({"input_token_details", "output_token_details"})
"""Open objects whose values are typed: their unknown keys are structural too."""


def _structural(path: Path) -> bool:
    """A path through schema-defined fields only, not into free-form JSON or unknown keys."""
    for i, p in enumerate(path):
        if isinstance(p, str) and p not in KNOWN_PROPERTIES and (i == 0 or path[i - 1] not in TYPED_MAPS):
            return False
        if p in OPEN_FIELDS and i < len(path) - 1:
            return False
    return True


def _pick(rng: Random, found: list[tuple[Path, Json]]) -> tuple[Path, Json]:
    """Mostly a structural path: free-form JSON accepts anything, so mutations there say little."""
    structural = [(p, v) for p, v in found if _structural(p)]
    if structural and rng.random() < 0.8:
        found = structural
    return rng.choice(found)


def _wrong_type(rng: Random, x: Json) -> tuple[Json, str]:
    # not the root: test_any_root_value_agrees covers every type against every kind of root
    path, current = _pick(rng, walk(x)[1:] or walk(x))
    new = rng.choice([v for v in WRONG_VALUES if _kind(v) != _kind(current)])
    return _set(x, path, copy.deepcopy(new)), f"wrong_type: {json.dumps(new)} at {json_path(path)}"


def _objects(x: Json) -> list[tuple[Path, Json]]:
    return [(p, v) for p, v in walk(x) if isinstance(v, dict)]


def _delete_key(rng: Random, x: Json) -> tuple[Json, str]:
    keyed = [((*p, k), v[k]) for p, v in _objects(x) for k in v]
    if not keyed:
        return _wrong_type(rng, x)
    path, _ = _pick(rng, keyed)
    parent = x
    for p in path[:-1]:
        parent = parent[p]
    del parent[path[-1]]
    return x, f"delete_key: {json_path(path)}"


def _bad_tag(rng: Random, x: Json) -> tuple[Json, str]:
    tags = [(p, v) for p, v in walk(x) if p and p[-1] == "type" and isinstance(v, str)]
    if not tags:
        return _wrong_type(rng, x)
    path, current = _pick(rng, tags)
    new = rng.choice([t for t in BAD_TAGS if t != current])
    return _set(x, path, new), f"bad_tag: {new!r} at {json_path(path)}"


def _bad_enum(rng: Random, x: Json) -> tuple[Json, str]:
    found = [(p, v) for p, v in walk(x) if p and p[-1] in BAD_ENUMS]
    if found and rng.random() < 0.75:
        path, _ = _pick(rng, found)
    else:  # put the field where it may or may not belong
        objects = _objects(x)
        if not objects:
            return _wrong_type(rng, x)
        where, _ = _pick(rng, objects)
        path = (*where, rng.choice(sorted(BAD_ENUMS)))
    new = rng.choice(list(BAD_ENUMS[str(path[-1])]))
    return _set(x, path, new), f"bad_enum: {new!r} at {json_path(path)}"


def _extra_field(rng: Random, x: Json) -> tuple[Json, str]:
    objects = _objects(x)
    if not objects:
        return _wrong_type(rng, x)
    # mostly the closed objects: a message, an envelope, a message inside an envelope or a list
    closed = [(p, v) for p, v in objects if len(p) <= 1 or (len(p) == 2 and p[1] == "data")]
    path, obj = rng.choice(closed) if closed and rng.random() < 0.5 else _pick(rng, objects)
    key = rng.choice(list(EXTRA_KEYS))
    obj[key] = copy.deepcopy(rng.choice(EXTRA_VALUES))
    return x, f"extra_field: {json_path((*path, key))}"


def _strip_media(rng: Random, x: Json) -> tuple[Json, str]:
    media = [(p, v) for p, v in _objects(x) if v.get("type") in MEDIA_TAGS]
    if not media:  # put a media block into a content list, or make one
        lists = [(p, v) for p, v in walk(x) if isinstance(v, list) and p and p[-1] == "content"]
        contents = [(p, v) for p, v in walk(x) if p and p[-1] == "content"]
        block = {"type": rng.choice(MEDIA_TAGS), "url": "u"}
        if lists:
            path, items = rng.choice(lists)
            at = rng.randint(0, len(items))
            items.insert(at, block)
            media = [((*path, at), block)]
        elif contents:
            path, _ = rng.choice(contents)
            _set(x, path, [block])
            media = [((*path, 0), block)]
        else:
            return _wrong_type(rng, x)
    path, block = rng.choice(media)
    # keep at most one half of a legacy pair: source_type alone, or data/id/text without it
    keep = rng.choice([None, "source_type", "data", "id", "text"])
    for key in MEDIA_SOURCE_KEYS:
        if key != keep:
            block.pop(key, None)
    if keep is not None and keep not in block:
        block[keep] = "base64" if keep == "source_type" else "x"
    return x, f"strip_media: at {json_path(path)} keeping {keep}"


MUTATIONS: dict[str, Mutation] = {
    "wrong_type": _wrong_type,
    "delete_key": _delete_key,
    "bad_tag": _bad_tag,
    "bad_enum": _bad_enum,
    "extra_field": _extra_field,
    "strip_media": _strip_media,
}


MUTATION_KINDS = tuple(MUTATIONS)


@st.composite
def mutated(
    draw: DrawFn, base: SearchStrategy[Json], first: str | None = None, max_mutations: int = 2
) -> tuple[Json, list[str]]:
    """A valid instance from ``base`` broken by mutations (the result may still be valid).

    ``first`` names the kind of the first mutation; the others are drawn.
    """
    x = copy.deepcopy(draw(base))
    # locations and values are picked with a plain Random: hypothesis's own choices favour the
    # first option so much that most mutations would hit the root or the first key
    rng = draw(st.randoms(use_true_random=True))
    kinds = [first] if first else []
    extra = rng.randint(0 if first else 1, max_mutations - len(kinds))
    kinds += [rng.choice(MUTATION_KINDS) for _ in range(extra)]
    done = []
    for kind in kinds:
        x, label = MUTATIONS[kind](rng, x)
        done.append(label)
    return x, done


KIND_REPRESENTATIVES: tuple[Json, ...] = (None, True, 7, 1.5, "x", [1], {"k": 1})
"""One value of each JSON type (no integral float)."""


def neighbours(x: Json) -> list[tuple[str, Json]]:
    """Every single-step break of ``x``: each structural value swapped for each other JSON type, each
    structural key deleted."""
    out: list[tuple[str, Json]] = []
    for path, current in walk(x)[1:]:
        if not _structural(path):
            continue
        for new in KIND_REPRESENTATIVES:
            if _kind(new) != _kind(current):
                out.append((f"{json.dumps(new)} at {json_path(path)}", _set(copy.deepcopy(x), path, new)))
        if isinstance(path[-1], str):
            y = copy.deepcopy(x)
            del _get(y, path[:-1])[path[-1]]
            out.append((f"delete {json_path(path)}", y))
    return out


# --------------------------------------------------------------------------- lone surrogates

NOT_FREE_TEXT = frozenset({"type", "status", "source_type", "chunk_position", "mime_type"})


@st.composite
def with_lone_surrogates(draw: DrawFn, base: SearchStrategy[Json]) -> Json:
    """A valid instance with a lone UTF-16 surrogate put into some of its free strings.

    Python's json (and so LangChain) writes them as ``\\udXXX`` escapes when a
    stream is cut inside an escaped emoji; chatschema reads such JSON too.
    """
    x = copy.deepcopy(draw(base))
    rng = draw(st.randoms(use_true_random=True))
    strings = [p for p, v in walk(x) if isinstance(v, str) and p and p[-1] not in NOT_FREE_TEXT]
    if not strings:  # nothing to put a surrogate into (an assume() here trips a HypothesisWarning)
        return x
    for path in rng.sample(strings, rng.randint(1, min(3, len(strings)))):
        old = _get(x, path)
        at = rng.randint(0, len(old))
        _set(x, path, old[:at] + chr(rng.randint(0xD800, 0xDFFF)) + old[at:])
    return x
