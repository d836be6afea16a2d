"""Property tests: chatschema agrees with the jsonschema oracle, and valid payloads round-trip.

Generators live in strategies.py (hand-written from the schemas). Three
families of properties:

* valid instances: the oracle accepts, chatschema accepts (parsed JSON and
  bytes), decoding is the same from both, and encoding is lossless (full
  form) or fills in exactly the schema defaults (compact form);
* mutated instances: wherever the oracle rejects, chatschema raises
  ValidationError at one of the oracle's paths; wherever the oracle accepts,
  chatschema accepts too;
* whole conversations (``list[AnyMessage]``), the same both ways.

Disagreements found while writing these were fixed in the schemas and the
generated checks; their minimal payloads stay at the end of the file as
regression tests.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import event, given, note, settings
from hypothesis import strategies as st

import chatschema
from tests.conformance import strategies as S
from tests.conformance.canonical import preserved, same
from tests.oracle import error_paths

Json = Any
TAG_TITLES = {tag: title for title, tag in S.MESSAGE_TAGS.items()}

# --------------------------------------------------------------------------- helpers


def payloads(x: Json) -> list[Json]:
    """The instance as parsed JSON and as JSON bytes (a str argument would be JSON text)."""
    raw = json.dumps(x).encode()
    return [raw] if isinstance(x, str) else [x, raw]


def agree(title: str, x: Json) -> set[str]:
    """chatschema and the oracle agree on ``x``; returns the oracle's error paths."""
    oracle = error_paths(title, x)
    for payload in payloads(x):
        try:
            chatschema.validate(payload, title)
        except chatschema.ValidationError as error:
            got = f"{error.path} ({error.message}) from {type(payload).__name__}"
            if not oracle:
                raise AssertionError(f"chatschema rejects at {got}; the oracle accepts") from None
            if error.path not in oracle:
                raise AssertionError(
                    f"chatschema rejects at {got}, not an oracle path: {sorted(oracle)}"
                ) from None
        else:
            if oracle:
                raise AssertionError(f"chatschema accepts; the oracle rejects at {sorted(oracle)}")
    return oracle


def decode_both(title: str, x: Json) -> Any:
    """Validate and decode ``x``, checking that parsed JSON and bytes decode alike."""
    assert error_paths(title, x) == set(), "the oracle rejects a generated valid instance"
    decoded = [chatschema.decode(p, title) for p in payloads(x)]
    for other in decoded[1:]:
        assert other == decoded[0]
        assert same(json.loads(chatschema.encode(other)), json.loads(chatschema.encode(decoded[0])))
    return decoded[0]


def full_form(title: str, x: Json) -> Json:
    """What encode writes for a compact message or envelope: the schema defaults filled in."""
    if title.startswith("Serialized"):
        inner = TAG_TITLES[x["type"]] if title == "SerializedMessage" else title[len("Serialized") :]
        return {"type": x["type"], "data": full_form(inner, x["data"])}
    if title == "AnyMessage":
        title = TAG_TITLES[x["type"]]
    return {"type": S.MESSAGE_TAGS[title], **S.message_defaults(title), **x}


def check_canonical(title: str, decoded: Any) -> None:
    """Decoding is idempotent: what encode writes decodes to the same, and writes the same again."""
    written = chatschema.encode(decoded)
    again = chatschema.decode(written, title)
    assert again == decoded
    assert chatschema.encode(again) == written


def check_full(title: str, x: Json) -> None:
    decoded = decode_both(title, x)
    check_canonical(title, decoded)
    assert preserved(json.loads(chatschema.encode(decoded)), x), "round trip is not lossless"


def check_compact(title: str, x: Json) -> None:
    decoded = decode_both(title, x)
    check_canonical(title, decoded)
    assert preserved(json.loads(chatschema.encode(decoded)), full_form(title, x))


def titled(titles: tuple[str, ...], make: Any) -> st.SearchStrategy[tuple[str, Json]]:
    return st.sampled_from(titles).flatmap(lambda t: st.tuples(st.just(t), make(t)))


def check_mutation(title: str, x: Json, labels: list[str]) -> None:
    note(f"mutations: {labels}")
    for label in labels:
        event(f"mutation {label.split(':')[0]}")
    oracle = agree(title, x)
    event("oracle rejects" if oracle else "oracle accepts")


# --------------------------------------------------------------------------- 1. valid instances


@settings(max_examples=100)
@given(titled(S.MESSAGE_TITLES, lambda t: S.messages(t, full=True)))
def test_full_messages_round_trip(case: tuple[str, Json]) -> None:
    title, x = case
    check_full(title, x)


@settings(max_examples=100)
@given(titled(S.MESSAGE_TITLES, lambda t: S.messages(t, full=False, typed=None)))
def test_compact_messages_round_trip(case: tuple[str, Json]) -> None:
    title, x = case
    check_compact(title, x)


@settings(max_examples=60)
@given(titled(S.MESSAGE_TITLES, lambda t: S.envelopes(t, full=True) | S.envelopes(t, full=False)), st.data())
def test_envelopes_round_trip(case: tuple[str, Json], data: st.DataObject) -> None:
    title, x = case
    check_compact(f"Serialized{title}", x)
    if data.draw(st.booleans(), label="as SerializedMessage too"):  # the oneOf oracle is slow
        check_compact("SerializedMessage", x)


@settings(max_examples=40)
@given(S.any_messages(full=True, max_items=3) | S.any_messages(full=False, max_items=3))
def test_any_message_round_trip(x: Json) -> None:
    check_compact("AnyMessage", x)


PART_TITLES: dict[str, st.SearchStrategy[Json]] = {
    **S.BLOCKS,
    "ContentBlock": S.standard_blocks,
    "DataContentBlock": S.data_blocks,
    "ContentPart": S.content_parts,
    "ContentItem": S.content_items,
    "MessageContent": S.message_contents(),
    "Citation": S.citations(),
    "NonStandardAnnotation": S.non_standard_annotations(),
    "Annotation": S.standard_annotations,
    "AnnotationItem": S.annotation_items,
    "UsageMetadata": S.usage_metadata,
    "InputTokenDetails": S.input_token_details,
    "OutputTokenDetails": S.output_token_details,
}
UNTYPED_TOOL_CALLS: dict[str, st.SearchStrategy[Json]] = {
    "ToolCall": S.tool_calls(typed=False),
    "ToolCallChunk": S.tool_call_chunks(typed=False),
    "InvalidToolCall": S.invalid_tool_calls(typed=False),
}


def parts(title: str) -> st.SearchStrategy[Json]:
    strategy = PART_TITLES[title]
    return strategy | UNTYPED_TOOL_CALLS[title] if title in UNTYPED_TOOL_CALLS else strategy


@settings(max_examples=120)
@given(titled(tuple(PART_TITLES), parts))
def test_parts_round_trip(case: tuple[str, Json]) -> None:
    """Content blocks, tool calls and usage are held as plain JSON: decoding keeps every key."""
    title, x = case
    check_full(title, x)


@settings(max_examples=30)
@given(S.conversations())
def test_conversation_round_trip(history: list[Json]) -> None:
    decoded = decode_both("list[AnyMessage]", history)
    assert chatschema.decode(chatschema.encode(decoded), "list[AnyMessage]") == decoded
    written = json.loads(chatschema.encode(decoded))
    assert len(written) == len(history)
    for out, message in zip(written, history, strict=True):
        assert preserved(out, full_form("AnyMessage", message))


@settings(max_examples=40)
@given(titled(S.MESSAGE_TITLES, lambda t: S.with_lone_surrogates(S.messages(t, full=True, max_items=3))))
def test_lone_surrogates_round_trip(case: tuple[str, Json]) -> None:
    """Strings cut inside an escaped emoji: valid, the same from bytes (json escapes them), lossless."""
    title, x = case
    check_full(title, x)


# --------------------------------------------------------------------------- 2. mutations agree


# the AI messages hold most of the structure: tool calls, chunks, usage
WEIGHTED_MESSAGE_TITLES = (*S.MESSAGE_TITLES, *["AIMessage", "AIMessageChunk"] * 3)


def message_mutations(kind: str) -> st.SearchStrategy[tuple[str, tuple[Json, list[str]]]]:
    def message(title: str) -> st.SearchStrategy[tuple[Json, list[str]]]:
        valid = S.messages(title, full=True) | S.messages(title, full=False, typed=None)
        return S.mutated(valid, first=kind)

    def envelope(title: str) -> st.SearchStrategy[tuple[Json, list[str]]]:
        return S.mutated(S.envelopes(title, full=True) | S.envelopes(title, full=False), first=kind)

    return titled(WEIGHTED_MESSAGE_TITLES, message) | titled(S.ENVELOPE_TITLES, lambda t: envelope(t[10:]))


@pytest.mark.parametrize("kind", S.MUTATION_KINDS)
@settings(max_examples=25)
@given(data=st.data())
def test_mutated_messages_agree(kind: str, data: st.DataObject) -> None:
    """Every message and envelope type, broken one way (plus maybe another)."""
    title, (x, labels) = data.draw(message_mutations(kind), label="case")
    check_mutation(title, x, labels)


@pytest.mark.parametrize("kind", S.MUTATION_KINDS)
@settings(max_examples=40)
@given(data=st.data())
def test_mutated_content_agree(kind: str, data: st.DataObject) -> None:
    """Messages that are mostly a content list: every standard block's checks are reached."""
    title = data.draw(st.sampled_from(["HumanMessage", "AIMessageChunk"]), label="title")
    base = st.fixed_dictionaries(
        {"content": S.block_lists}, optional={"type": st.just(S.MESSAGE_TAGS[title])}
    )
    x, labels = data.draw(S.mutated(base, first=kind), label="case")
    check_mutation(title, x, labels)


@settings(max_examples=50)
@given(
    st.tuples(
        st.just("AnyMessage"),
        S.mutated(S.any_messages(full=True, max_items=2) | S.any_messages(full=False, max_items=2)),
    )
    | st.tuples(
        st.just("SerializedMessage"),
        S.mutated(S.any_envelopes(full=True, max_items=2) | S.any_envelopes(full=False, max_items=2)),
    )
)
def test_mutated_unions_agree(case: tuple[str, tuple[Json, list[str]]]) -> None:
    title, (x, labels) = case
    check_mutation(title, x, labels)


@pytest.mark.parametrize("kind", S.MUTATION_KINDS)
@settings(max_examples=50)
@given(data=st.data())
def test_mutated_parts_agree(kind: str, data: st.DataObject) -> None:
    """Blocks, annotations, tool calls and usage as their own types, broken one way (plus maybe another)."""
    title, (x, labels) = data.draw(titled(tuple(PART_TITLES), lambda t: S.mutated(parts(t), first=kind)))
    check_mutation(title, x, labels)


@settings(max_examples=30)
@given(S.mutated(S.conversations(max_messages=4), max_mutations=3))
def test_mutated_conversations_agree(case: tuple[list[Json], list[str]]) -> None:
    """Paths point into the history, such as ``$[3].content[1].url``."""
    x, labels = case
    check_mutation("list[AnyMessage]", x, labels)


@pytest.mark.parametrize("block", sorted(S.BLOCKS))
@settings(max_examples=2)
@given(data=st.data())
def test_every_block_field_breaks_agree(block: str, data: st.DataObject) -> None:
    """Systematic, not sampled: in a message's content, every field of a block (all present) set to
    every other JSON type, and every field deleted; the two validators agree on each."""
    x = {"type": "ai", "content": [data.draw(S.FULL_BLOCKS[block], label="block")]}
    for label, broken in S.neighbours(x):
        note(label)
        agree("AIMessage", broken)


@pytest.mark.parametrize("title", chatschema.schema_types())
def test_any_root_value_agrees(title: str) -> None:
    """Every type against a value of each JSON type at the root."""
    for value in S.WRONG_VALUES:
        agree(title, value)


# --------------------------------------------------------------------------- 3. disagreements
# Each found by the properties above and reduced to a minimal payload; all fixed since.


@pytest.mark.parametrize(
    ("title", "instance"),
    [
        ("InputTokenDetails", {"a b": "x"}),
        ("InputTokenDetails", {"_k": "x"}),
        ("OutputTokenDetails", {"é": "x"}),
        (
            "UsageMetadata",
            {"input_tokens": 1, "output_tokens": 1, "total_tokens": 2, "output_token_details": {"a-b": None}},
        ),
    ],
)
def test_token_detail_key_paths_are_spelled_alike(title: str, instance: Json) -> None:
    agree(title, instance)


@pytest.mark.parametrize(
    ("title", "instance"),
    [
        ("AnyMessage", {"id": "x"}),
        ("AnyMessage", {"content": "", "chunk_position": "last"}),
        ("AnyMessage", {"content": "", "tool_call_chunks": []}),
        ("list[AnyMessage]", [{"type": "human", "content": "hi"}, {"id": "x"}]),
        ("SerializedMessage", {"data": {"id": "x"}}),
        ("ContentBlock", {"name": "x", "args": {}, "id": None}),
        ("ContentBlock", {"name": None, "args": None, "id": None}),
        ("DataContentBlock", {"url": "u"}),
        ("Annotation", {"value": {}}),
    ],
)
def test_unions_need_the_type_tag(title: str, instance: Json) -> None:
    """Found by these properties when the unions did not require the tag; fixed in the schemas since.

    An untyped object that exactly one branch accepts (RemoveMessage without
    content, AIMessageChunk's own fields, an untyped tool call) is rejected at $.
    """
    assert agree(title, instance), "the oracle accepts an untyped union member"


@pytest.mark.parametrize(
    ("title", "instance"),
    [
        ("ReasoningContentBlock", {}),
        ("Citation", {}),
        ("ServerToolCallChunk", {}),
        ("TextContentBlock", {"text": "a"}),
        ("ImageContentBlock", {"url": "u"}),
        ("NonStandardAnnotation", {"value": {}}),
        ("SerializedHumanMessage", {"data": {"content": ""}}),  # the tag is optional on one envelope type
    ],
)
def test_single_type_needs_its_tag_where_required(title: str, instance: Json) -> None:
    agree(title, instance)


TAG_REQUIRED = sorted(
    title
    for title in [*S.CONTENT_BLOCK_TAGS, *S.union_tags("Annotation")]
    if "type" in S.SCHEMA_DEFS[title].get("required", ())
)
"""Every standard block and annotation whose own schema requires its type tag, read from the schemas."""


@pytest.mark.parametrize("title", TAG_REQUIRED)
@settings(max_examples=5)
@given(data=st.data())
def test_every_type_that_requires_its_tag_rejects_a_value_without_it(title: str, data: st.DataObject) -> None:
    """The cases above, for every such type in the schemas: a new block is covered without an edit."""
    x = data.draw(S.schema_object(title), label=title)
    del x["type"]
    assert agree(title, x), "the oracle accepts a value without its required tag"


@pytest.mark.parametrize("instance", [None, True, 1, 1.5, "s", [], ["url"]])
def test_media_source_must_be_an_object(instance: Json) -> None:
    agree("MediaSource", instance)
