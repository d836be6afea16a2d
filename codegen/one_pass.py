"""Writes ``one_pass.py``: types into which one msgspec decode accepts a valid value whole.

The generated Structs hold some values as plain JSON (content parts, tool
calls, usage: see schema_model.py), so that unknown keys are kept, and the
generated checks (validators.py) walk those values in Python after msgspec has
decoded the Struct. A value that is valid in the common way is accepted faster
by one msgspec decode into types in which that plain JSON is typed by the
Structs the checks themselves convert it with. This module writes them:

* a *rule class* for each plain-JSON object type whose check has an extra rule
  (``_extra_<Title>`` in _validators.py, such as "a media block must say where
  its data is"): a subclass of its Struct that runs the rule in
  ``__post_init__``; when the rule has no combinator it only looks into some
  properties, and runs only when one of them is given. A rule that checks
  only maps of integers, which the Struct holds as ``dict[str, int]``, needs
  no rule class: msgspec checks it. Keys the rule reads that the Struct has
  no field for (a media block's ``source`` or ``file``) are fields of the rule
  class, held as any JSON, so that the rule sees them;
* an alias for each dispatch on a type tag (``ContentPart``: the union of the
  Structs its arms name, which msgspec tells apart by their tags, and, when
  the dispatch keeps blocks of other tags, a Struct with no fields for each
  provider-native tag of ``NATIVE_TAGS`` it has no arm for), each union
  of plain-JSON types and each string-or-object alias (``ContentItem``,
  ``MessageContent``);
* a *one-pass class* for each closed Struct with a field that holds such a
  value, directly or through another closed Struct (the messages, then the
  envelopes and records that hold them): a subclass of the generated Struct
  that redeclares those fields with their defaults; and an alias for each
  union of such Structs (``AnyMessage``);
* ``TYPES`` (the one-pass type of each title given one) and ``DECODERS`` (a
  ``msgspec.json.Decoder`` for each union of closed Structs and each closed
  Struct in no union, one value and a list, under ``"T"`` and ``"list[T]"``).

A one-pass type accepts only values the generated checks accept; it may refuse
a valid one (a provider-native block of a tag not in ``NATIVE_TAGS``), which the caller then
checks the full way. Schema shapes this writer does not know fail generation
with a message naming the type, rather than giving a type that accepts too much.
"""

from __future__ import annotations

import json
import keyword
import re
from dataclasses import dataclass
from typing import Any

from schema_model import Def, SchemaSet, string_arrays
from validators import Writer

_NOTES = frozenset(("title", "description", "default", "$comment", "examples"))
"""Schema keys that say nothing about which values are valid."""

NATIVE_TAGS = (
    # Anthropic's Messages API blocks, as langchain-anthropic keeps them in an AI message's content
    "thinking",
    "redacted_thinking",
    "tool_use",
    "tool_result",
    "server_tool_use",
    "web_search_tool_result",
    "document",
    "search_result",
    "container_upload",
    "mcp_tool_use",
    "mcp_tool_result",
    "web_fetch_tool_result",
    "code_execution_tool_result",
    "bash_code_execution_tool_result",
    "text_editor_code_execution_tool_result",
    "tool_search_tool_result",
    "input_json_delta",
    # OpenAI's Chat Completions and Responses parts and output items
    "image_url",
    "input_audio",
    "input_text",
    "output_text",
    "input_image",
    "input_file",
    "summary_text",
    "function_call",
    "function_call_output",
    "web_search_call",
    "file_search_call",
    "code_interpreter_call",
    "image_generation_call",
    "computer_call",
    "custom_tool_call",
    "mcp_call",
    "mcp_list_tools",
    "mcp_approval_request",
    "tool_search_call",
    "tool_search_output",
    # Gemini's parts and Bedrock Converse's reasoning, as their LangChain packages keep them
    "file_data",
    "executable_code",
    "code_execution_result",
    "reasoning_content",
)
"""Tags of provider-native blocks met in chat logs (the tags the block translators of src/chatschema/blocks
read). Each open tag dispatch (ContentPart) that has no arm for one of them gets a Struct with that tag
and no fields, so that one decode accepts the block as the dispatch does: whole, whatever its other
keys. That is exact for any tag the dispatch has no arm for (the dispatch keeps such a block
unchanged); a block with any other tag still goes the full way."""

_SIMPLE = {"string": "str", "integer": "int", "number": "float", "boolean": "bool", "null": "None"}

DOCSTRING = '''\
"""Types into which one msgspec decode accepts a valid value whole, and their decoders.

The generated Structs hold some values as plain JSON (content parts, tool
calls, usage), which the generated checks (``_validators``) walk after msgspec
has decoded a value. Here that plain JSON is typed by the Structs the checks
convert it with, and the extra rule of a check runs in ``__post_init__`` of its
Struct, so one decode into these types accepts a value only when the checks
accept it. Provider-native blocks of common tags (``thinking``, ``tool_use``)
are accepted whole, by a Struct with that tag and no fields. It may refuse a
valid value (a provider-native block of a rarer tag): check that one the full
way, which also says what is wrong. Decoded
values are for counting and telling types apart, not for use: the typed
objects drop unknown keys.

``TYPES`` holds the one-pass type of each schema title given one; ``DECODERS``
a decoder for each union of closed Structs and each closed Struct in no union,
one value and a list, by type name such as ``"list[AnyMessage]"``. The
schema families are imported as ``_<family>`` so that no field (``tool_calls``)
hides one. See codegen/one_pass.py.
"""
'''


class _Untyped(Exception):
    """A type with no one-pass type: a dispatch that refuses unknown tags or dispatches on a tag
    prefix, or a Struct with a string pattern or a list with a minimum length. Types that hold one get no one-pass type either;
    only whole lines of chat logs use these decoders, and none holds such a type."""


def _fail(message: str) -> SystemExit:
    return SystemExit(f"codegen/one_pass.py: {message}; extend codegen/one_pass.py")


@dataclass(frozen=True)
class Node:
    """The one-pass type of a schema type, a property or a branch."""

    expr: str
    """The Python type as written in one_pass.py."""
    changed: bool
    """Whether it differs from what the generated Struct holds."""
    retyped: bool
    """Whether it types a value the generated Struct holds as plain JSON (so is no subtype of it)."""


_EMPTY = Node(
    "Annotated[str, msgspec.Meta(max_length=0)] | Annotated[list[Any], msgspec.Meta(max_length=0)]",
    True,
    True,
)
"""The one-pass type of an empty string or an empty list (:meth:`OnePassWriter.empty`)."""


class OnePassWriter:
    def __init__(self, model: SchemaSet) -> None:
        self.m = model
        self.w = Writer(model)
        self.nodes: dict[str, Node] = {}
        self.busy: set[str] = set()
        self.tag_field: dict[str, str] = {}
        """Titles of the Structs msgspec tells apart by a tag (union members), and the tag property."""
        for d in model.defs.values():
            if "oneOf" in d.schema and "discriminator" in d.schema:
                prop = d.schema["discriminator"]["propertyName"]
                for branch in d.schema["oneOf"]:
                    self.tag_field[model.resolve(branch["$ref"]).name] = prop
        self.classes: list[str] = []
        self.rules: dict[str, tuple[str, ...] | None] = {}
        """Rule classes: the properties the rule looks into, or None when it runs on every value."""
        self.fields: dict[str, list[tuple[str, Node, str]]] = {}
        """One-pass classes: the (name, type, default) of each redeclared field."""
        self.aliases: dict[str, str] = {}
        self.keyed_classes: dict[str, tuple[Def, str, str, Node, list[tuple[tuple[str, ...], str]]]] = {}
        """Dispatches keyed by an array of strings, written as one Struct (see :meth:`keyed`)."""
        self.keyed_constants: list[str] = []
        self.natives: dict[str, tuple[str, str]] = {}
        """Structs of provider-native tags (see NATIVE_TAGS): the (tag property, tag) of each."""
        self.rule_keys: dict[str, list[str]] = {}
        """Rule classes: the keys their rule reads that their Struct has no field for."""

    # -- kinds of schema types --------------------------------------------
    def plain(self, d: Def) -> bool:
        """A JSON object with nothing to check beyond "is an object" (JSONObject, Extras)."""
        s = d.schema
        return (
            s.get("type") == "object"
            and not set(s) - _NOTES - {"type", "additionalProperties"}
            and s.get("additionalProperties", {}) in ({}, True)
        )

    def int_map(self, d: Def) -> bool:
        """An object whose every value, listed or not, is an integer and nothing more."""
        s = d.schema

        def integer(p: Any) -> bool:
            return isinstance(p, dict) and p.get("type") == "integer" and not set(p) - _NOTES - {"type"}

        return (
            s.get("type") == "object"
            and not set(s) - _NOTES - {"type", "properties", "additionalProperties"}
            and all(integer(p) for p in d.properties.values())
            and integer(s.get("additionalProperties"))
        )

    def object_map(self, d: Def) -> bool:
        """An object whose every value is a JSON object, with nothing more to check."""
        s = d.schema
        return (
            s.get("type") == "object"
            and not set(s) - _NOTES - {"type", "additionalProperties"}
            and s.get("additionalProperties") == {"type": "object"}
        )

    def empty(self, ps: Any) -> bool:
        """A property that is an empty string or an empty list: a ``$ref`` to a string or an array,
        bounded by ``maxLength: 0`` and ``maxItems: 0`` (a remove message's content)."""
        if set(ps) - _NOTES - {"default"} != {"$ref", "maxLength", "maxItems"}:
            return False
        if ps["maxLength"] != 0 or ps["maxItems"] != 0:
            return False
        kinds = [b.get("type") for b in self.m.resolve(ps["$ref"]).schema.get("anyOf", [])]
        return sorted(kinds) == ["array", "string"]

    def struct_union(self, d: Def) -> bool:
        """A union of closed Structs (AnyMessage): msgspec decodes it, telling members apart by tag."""
        return "oneOf" in d.schema and all(self.m.resolve(b["$ref"]).closed for b in d.schema["oneOf"])

    # -- one-pass types ------------------------------------------------------
    def node(self, name: str) -> Node:
        """The one-pass type of the schema type ``name``, worked out once."""
        if name not in self.nodes:
            if name in self.busy:
                raise _fail(f"{name} refers to itself")
            self.busy.add(name)
            try:
                self.nodes[name] = self._node(self.m.defs[name])
            finally:
                self.busy.discard(name)
        return self.nodes[name]

    def _node(self, d: Def) -> Node:
        s, name = d.schema, d.name
        generated = f"_{d.family}.{name}"
        if self.plain(d):
            return Node("dict[str, Any]", False, False)
        if self.object_map(d):  # held as a JSONObject, whose values the one-pass type checks
            return Node("dict[str, dict[str, Any]]", True, True)
        if self.int_map(d):
            held = self.m.json_aliases.get(name) == "TokenCounts"  # the Structs hold it as dict[str, int]
            return Node("dict[str, int]", not held, not held)
        if d.closed:
            empty = {prop for prop, ps in d.properties.items() if self.empty(ps)}
            if any(prop not in empty for prop, _, _ in self.w.constraints(d)):
                raise _Untyped(name)  # msgspec's Structs do not hold these rules; the checks do
            fields = []
            for prop, ps in d.properties.items():
                if prop == self.tag_field.get(name) or not _has_ref(ps):
                    continue  # msgspec checks it as the generated Struct does
                got = _EMPTY if prop in empty else self.value_node(d, ps)
                if got.changed:
                    fields.append((prop, got, self.default(d, prop, ps)))
            if not fields:
                return Node(generated, False, False)
            self.fields[name] = fields
            self.classes.append(name)
            return Node(name, True, False)
        if self.struct_union(d):
            members = [self.node(self.m.resolve(b["$ref"]).name) for b in s["oneOf"]]
            if not any(m.changed for m in members):
                return Node(generated, False, False)
            return self.alias(d, members, retyped=False)
        if "oneOf" in s:  # a union of plain-JSON types, such as ContentBlock
            targets = [self.m.resolve(b["$ref"]) for b in s["oneOf"]]
            prop = s.get("discriminator", {}).get("propertyName", "type")
            for target in targets:
                if len(targets) == 1:
                    self.check_held_alone(target)
                else:
                    self.check_tagged(d, target, prop)
            return self.alias(d, [self.node(t.name) for t in targets], retyped=True)
        if self.w.json_struct(d):
            if self.w.has_extra(d) and not self.rule_is_typed(d):
                self.rules[name] = self.watched(d)
                self.rule_keys[name] = self.unheld_rule_keys(d)
                self.classes.append(name)
                return Node(name, True, True)
            return Node(generated, True, True)
        if self.w.keyed_by_array(d):
            return self.keyed(d)
        if self.w.is_dispatch(d):
            if self.m.closed_dispatch(d) or any(kind == "prefix" for _, kind, _, _ in self.m.arms(d)):
                raise _Untyped(name)
            members = []
            for arm in s["allOf"]:
                ((prop, _),) = arm["if"]["properties"].items()
                target = self.m.resolve(arm["then"]["$ref"])
                if len(s["allOf"]) > 1:
                    self.check_tagged(d, target, prop)
                # one arm: an object without the tag matches no arm and is valid, so a Struct
                # that lets the tag be missing accepts no more than the dispatch does
                members.append(self.node(target.name))
            if len(s["allOf"]) > 1:  # (one arm: its lone Struct lets the tag be missing, a union would not)
                members += [self.native(d, tag) for tag in NATIVE_TAGS if tag not in self.arm_tags(d)]
            return self.alias(d, members, retyped=True)
        if set(s) - _NOTES == {"anyOf"} and not self.w.required_sets(d, "x"):
            branches = [self.value_node(d, b) for b in s["anyOf"]]
            if not any(b.changed for b in branches):
                held = f"_storage.{self.m.json_aliases[name]}" if name in self.m.json_aliases else generated
                return Node(held, False, False)
            return self.alias(d, branches, retyped=True)
        raise _fail(f"no one-pass type for {d.family}.json#/$defs/{name}")

    def arm_tags(self, d: Def) -> set[Any]:
        return {value for _, _, value, _ in self.m.arms(d)}

    def native(self, d: Def, tag: str) -> Node:
        """A Struct for a provider-native tag of the open dispatch ``d``: any object with that tag."""
        (prop,) = {prop for prop, _, _, _ in self.m.arms(d)}
        name = "_Native_" + re.sub(r"\W", "_", tag)
        known = self.natives.setdefault(name, (prop, tag))
        if known != (prop, tag):
            raise _fail(f"{d.name}: the native Struct {name} is tagged {known}, not {(prop, tag)}")
        return Node(name, True, True)

    def keyed(self, d: Def) -> Node:
        """A dispatch keyed by an array of strings (a class path) as one Struct.

        Its members are closed Structs that differ in the path they allow and in the type of one
        property, which for some members is a member of one tagged union (LangChain's records:
        ``kwargs``, a message). The one-pass type is such a member's Struct with that property
        typed by the union, and a check after decoding that the path names the member whose type
        has the tag decoded. Members whose property is of another type (langchainjs's records)
        are refused, and so go the full way.
        """
        arms = self.m.arms(d)
        prop = arms[0][0]
        members = list({t.name: t for _, _, _, t in arms}.values())
        if not all(m.closed for m in members):
            raise _Untyped(d.name)
        held = {
            p
            for m in members
            for p in m.properties
            if p != prop and len({json.dumps(n.properties.get(p, {}).get("$ref")) for n in members}) > 1
        }
        if len(held) != 1:
            raise _Untyped(d.name)
        (field,) = held
        unions = [u for u in self.m.defs.values() if self.struct_union(u) and "discriminator" in u.schema]
        eligible: list[tuple[Def, Def, Def]] = []  # (member, its field's type, the union holding it)
        for m in members:
            ref = m.properties[field].get("$ref")
            target = self.m.resolve(ref) if ref else None
            union = next(
                (u for u in unions if target is not None and target.name in self.union_members(u)), None
            )
            if target is not None and union is not None:
                eligible.append((m, target, union))
        if not eligible or len({u.name for _, _, u in eligible}) != 1:
            raise _Untyped(d.name)
        first = eligible[0][0]
        for m, _, _ in eligible:
            for p, ps in m.properties.items():
                if p not in (prop, field) and _rule(ps) != _rule(first.properties.get(p, {})):
                    raise _Untyped(d.name)
            if set(m.properties) != set(first.properties) or m.schema.get("required") != first.schema.get(
                "required"
            ):
                raise _Untyped(d.name)
        union = eligible[0][2]
        pairs = [
            (path, target.name)
            for m, target, _ in eligible
            for path in (string_arrays(m.properties[prop]) or [])
        ]
        self.keyed_classes[d.name] = (first, prop, field, self.node(union.name), pairs)
        self.classes.append(d.name)
        return Node(d.name, True, True)

    def union_members(self, d: Def) -> set[str]:
        return {self.m.resolve(b["$ref"]).name for b in d.schema["oneOf"]}

    def keyed_class(self, name: str) -> list[str]:
        first, prop, field, union, pairs = self.keyed_classes[name]
        constant = f"_KEYED_{name}"
        self.keyed_constants.append(f"{constant}: frozenset[tuple[tuple[str, ...], str]] = frozenset({{")
        self.keyed_constants += [f"    ({path!r}, {value!r})," for path, value in pairs]
        self.keyed_constants += [
            "})",
            f'"""The ({prop}, type of {field}) pairs {name} accepts in one pass; the one-pass and generated',
            'Structs of a type are named by its title."""',
        ]
        return [
            f"class {name}(_{first.family}.{first.name}, kw_only=True):",
            f'    """{name} in one Struct: {field} typed by the union of its types, which {prop} must name."""',
            "",
            f"    {field}: {union.expr}  # type: ignore[assignment]",
            "",
            "    def __post_init__(self) -> None:",
            f"        if (tuple(self.{prop}), type(self.{field}).__name__) not in {constant}:",
            f'            raise ValueError("the {prop} names another type than the type of {field}")',
        ]

    def alias(self, d: Def, members: list[Node], retyped: bool) -> Node:
        self.aliases[d.name] = " | ".join(dict.fromkeys(m.expr for m in members))
        return Node(d.name, True, retyped)

    def check_tagged(self, owner: Def, member: Def, prop: str) -> None:
        if self.tag_field.get(member.name) != prop:
            raise _fail(
                f"{owner.name}: {member.name} is no Struct tagged by {prop!r} (a member of a union with "
                "that discriminator), so msgspec cannot tell it from the others"
            )

    def check_held_alone(self, d: Def) -> None:
        """A Struct decoded on its own must not be tagged if its schema requires the tag."""
        tag = self.tag_field.get(d.name)
        if tag is not None and tag in d.schema.get("required", []):
            raise _fail(
                f"{d.name} requires its tag {tag!r}, which msgspec lets be missing when it decodes "
                "that one tagged Struct"
            )

    def value_node(self, owner: Def, ps: dict[str, Any]) -> Node:
        """The one-pass type of a property schema or a branch of one."""
        keys = set(ps) - _NOTES
        if keys == {"$ref"}:
            target = self.m.resolve(ps["$ref"])
            if self.w.json_struct(target):
                self.check_held_alone(target)
            return self.node(target.name)
        if keys == {"type", "items", "minItems"}:
            raise _Untyped(owner.name)
        if keys == {"type", "items"} and ps["type"] == "array":
            inner = self.value_node(owner, ps["items"])
            return Node(f"list[{inner.expr}]", inner.changed, inner.retyped)
        if keys == {"anyOf"}:
            branches = [self.value_node(owner, b) for b in ps["anyOf"]]
            return Node(
                " | ".join(dict.fromkeys(b.expr for b in branches)),
                any(b.changed for b in branches),
                any(b.retyped for b in branches),
            )
        if keys == {"type"} and ps["type"] in _SIMPLE:
            return Node(_SIMPLE[ps["type"]], False, False)
        raise _fail(f"{owner.name}: no one-pass type for the schema {json.dumps(ps, sort_keys=True)}")

    def default(self, d: Def, prop: str, ps: dict[str, Any]) -> str:
        """What follows the type of a redeclared field: its default, as the template writes it."""
        if prop in d.schema.get("required", []):
            return ""
        if "default" in ps:
            return f" = {_literal(ps['default'])}"
        return " | UnsetType = UNSET"

    # -- rules ----------------------------------------------------------------
    def rule_props(self, d: Def) -> list[str]:
        """The properties the extra rule of ``d`` looks into (as Writer.nested_calls writes it)."""
        out = []
        for prop, ps in d.properties.items():
            target = self.m.ref_target(ps)
            if target is None:
                continue
            td = target[1]
            if td.name in self.m.json_aliases or (self.w.json_struct(td) and self.w.has_extra(td)):
                out.append(prop)
        return out

    def rule_is_typed(self, d: Def) -> bool:
        """Whether msgspec, decoding into the Struct of ``d``, checks everything its extra rule does.

        True for a type such as UsageMetadata: no rule of its own, and each property the rule
        looks into is a map of integers that the Struct holds as ``dict[str, int]``.
        """
        if self.w.rule_calls(d):
            return False
        for prop in self.rule_props(d):
            target = self.m.ref_target(d.properties[prop])
            assert target is not None
            shape, td = target
            if shape != "one" or self.m.json_aliases.get(td.name) != "TokenCounts" or not self.int_map(td):
                return False
        return True

    def watched(self, d: Def) -> tuple[str, ...] | None:
        """The properties whose presence makes a rule class run its rule; None: it always runs."""
        for prop, ps in d.properties.items():
            if "default" in ps:
                raise _fail(
                    f"{d.name}.{prop} has a default, so the rule would see a key the input did not give"
                )
        if self.w.rule_calls(d):
            return None
        props = tuple(self.rule_props(d))
        if self.tag_field.get(d.name) in props:
            return None  # the tag is no field to look at
        return props

    def unheld_rule_keys(self, d: Def) -> list[str]:
        """The keys the rule types of ``d`` (MediaSource) read that the Struct of ``d`` has no field for.

        The rule runs on the decoded Struct, which drops keys it has no field for; a rule class
        holds these (as any JSON) so that the rule sees them, as it does in the full check.
        """
        keys: dict[str, None] = {}
        for rule in self.w.rule_targets(d):
            for branch in rule.schema.get("anyOf", []):
                for key in branch.get("required", []):
                    if key not in d.properties and (not key.isidentifier() or keyword.iskeyword(key)):
                        raise _fail(f"{d.name}: its rule {rule.name} reads {key!r}, which is no field name")
            s = rule.schema
            if self.w.required_sets(rule, "x") is None or set(s) - _NOTES - {"type", "anyOf"}:
                raise _fail(f"{d.name}: its rule {rule.name} is no set of required keys")
            for branch in s["anyOf"]:
                keys.update(dict.fromkeys(k for k in branch["required"] if k not in d.properties))
        return list(keys)

    # -- output -----------------------------------------------------------------
    def render(self) -> str:
        members = {
            self.m.resolve(b["$ref"]).name
            for d in self.m.defs.values()
            if self.struct_union(d)
            for b in d.schema["oneOf"]
        }
        roots = []
        for d in self.m.defs.values():
            if d.closed or self.struct_union(d) or self.w.keyed_by_array(d):
                try:
                    self.node(d.name)
                except _Untyped:
                    continue
                if d.name not in members:
                    roots.append(d.name)
        out: list[str] = []
        for name, (prop, tag) in self.natives.items():
            out += [
                "",
                "",
                f"class {name}(msgspec.Struct, tag_field={prop!r}, tag={tag!r}):",
                f'    """Any object tagged {tag!r}: a provider-native block, which an open dispatch keeps whole."""',
            ]
        for name in self.m.defs:
            if name in self.keyed_classes:
                out += ["", "", *self.keyed_class(name)]
            elif name in self.classes:
                out += ["", "", *(self.rule_class(name) if name in self.rules else self.one_pass_class(name))]
        for name in self.alias_order():
            out += ["", f"{name}: TypeAlias = {self.aliases[name]}", f'"""{_summary(self.m.defs[name])}"""']
        if self.keyed_constants:
            out += ["", *self.keyed_constants]
        titles = [n for n in self.m.defs if n in self.nodes and not self.nodes[n].expr.startswith("dict[")]
        out += [
            "",
            "TYPES: dict[str, Any] = {",
            *(f"    {n!r}: {self.nodes[n].expr}," for n in titles),
            "}",
            '"""The one-pass type of each schema title given one."""',
            "",
            "DECODERS: dict[str, msgspec.json.Decoder[Any]] = {",
        ]
        for n in roots:
            out.append(f"    {n!r}: msgspec.json.Decoder({self.nodes[n].expr}),")
            out.append(f"    {f'list[{n}]'!r}: msgspec.json.Decoder(list[{self.nodes[n].expr}]),")
        out += [
            "}",
            '"""A decoder for each union of closed Structs and each closed Struct in no union, one value or a list."""',
        ]
        body = "\n".join(out)
        modules = [m for m in ["_storage", "_validators"] if _uses_module(body, m)]
        modules += [f"{f} as _{f}" for f in sorted(self.m.families) if _uses_module(body, f"_{f}")]
        names = [n for n in ("UNSET", "UnsetType") if _mentions(body, n)]
        head = [
            DOCSTRING,
            "from __future__ import annotations",
            "",
            "from typing import Annotated, Any, TypeAlias",
            "",
            "import msgspec",
        ]
        if names:
            head.append(f"from msgspec import {', '.join(names)}")
        if modules:
            head += ["", f"from . import {', '.join(modules)}"]
        return "\n".join(head) + "\n" + body + "\n"

    def alias_order(self) -> list[str]:
        """The aliases in schema order, each after the aliases it names (class annotations are lazy)."""
        out: list[str] = []

        def visit(name: str) -> None:
            if name in out:
                return
            for other in self.aliases:
                if other != name and _mentions(self.aliases[name], other):
                    visit(other)
            out.append(name)

        for name in self.m.defs:
            if name in self.aliases:
                visit(name)
        return out

    def rule_class(self, name: str) -> list[str]:
        d, watched = self.m.defs[name], self.rules[name]
        out = [
            f"class {name}(_{d.family}.{name}, kw_only=True):",
            f'    """{name}, and its extra rule run after decoding (msgspec cannot express it)."""',
        ]
        if self.rule_keys[name]:
            out.append("")
        for key in self.rule_keys[name]:
            out.append(f"    {key}: Any | UnsetType = UNSET  # read by the rule only")
        out += ["", "    def __post_init__(self) -> None:"]
        if watched:
            absent = " and ".join(f"self.{p} is UNSET" for p in watched)
            out += [f"        if {absent}:", "            return  # nothing the rule looks into"]
        out += [
            "        try:",
            f'            _validators._extra_{name}(msgspec.to_builtins(self), "$")',
            "        except _validators.SchemaViolation as error:",
            "            raise ValueError(error.message) from None  # msgspec reports it as invalid",
        ]
        return out

    def one_pass_class(self, name: str) -> list[str]:
        d = self.m.defs[name]
        out = [
            f"class {name}(_{d.family}.{name}, kw_only=True):",
            f'    """{name} with the values it holds as plain JSON typed."""',
        ]
        for prop, node, default in self.fields[name]:
            # a field that held plain JSON now holds Structs: no subtype, as it is meant to be
            ignore = "  # type: ignore[assignment]" if node.retyped else ""
            out += ["", f"    {prop}: {node.expr}{default}{ignore}"]
        return out


def _mentions(text: str, name: str) -> bool:
    """Whether ``name`` occurs in ``text`` as a name of its own, not inside another or after a dot."""
    return re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", text) is not None


def _uses_module(text: str, module: str) -> bool:
    """Whether ``text`` reads an attribute of ``module``, as in ``messages.HumanMessage``."""
    return re.search(rf"(?<![\w.]){re.escape(module)}\.", text) is not None


def _has_ref(schema: Any) -> bool:
    if isinstance(schema, dict):
        return "$ref" in schema or any(_has_ref(v) for v in schema.values())
    if isinstance(schema, list):
        return any(_has_ref(v) for v in schema)
    return False


def _rule(schema: dict[str, Any]) -> str:
    """A property schema without its notes, as text to compare."""
    return json.dumps({k: v for k, v in schema.items() if k not in _NOTES}, sort_keys=True)


def _literal(value: Any) -> str:
    """A JSON default as a Python literal."""
    if value is None or isinstance(value, (bool, int, float, str)) or value in ([], {}):
        return repr(value)
    raise _fail(f"no Python literal is written for the default {json.dumps(value)}")


def _summary(d: Def) -> str:
    text = " ".join(d.schema["description"].split())
    return text.replace("\\", "\\\\").replace('"', '\\"')


def render_one_pass(model: SchemaSet) -> str:
    return OnePassWriter(model).render()
