"""Describe the generated msgspec types as JSON, for the TypeScript validators (codegen/ts_validators.py).

Run by codegen in a subprocess, with the freshly generated package first on the path (so that a
test that generates from fixture schemas reads its own package, not the installed one):

    python codegen/ts_introspect.py GENERATED/python

It prints ``{"structs": {class: struct}, "titles": {title: {"read": type | null, "convert": type | null}}}``:
``read`` is what the Python validator reads a value of the title as before its check (the Struct,
or the union of Structs, of a title held as Structs; null for a title held as plain JSON), and
``convert`` the generated type the check of a plain JSON title converts it to. Types are written
in the runtime's shapes (``Ty`` in codegen/typescript/runtime.ts), a struct named by its class.
msgspec's wording of what it expected (``str | null``) is msgspec's own: codegen converts a value
that no type accepts and reads the message.
"""

from __future__ import annotations

import functools
import json
import operator
import re
import sys
from typing import Any, Literal

import msgspec

inspect = msgspec.inspect

_EXPECTED = re.compile(r"^Expected `(.*)`, got `object`$")
_SCALARS: dict[type, tuple[str | int, Any]] = {
    inspect.StrType: ("str", str),
    inspect.IntType: ("int", int),
    inspect.FloatType: ("float", float),
    inspect.BoolType: ("bool", bool),
    inspect.NoneType: ("null", type(None)),
    inspect.AnyType: (0, Any),
}


def _bare(node: Any) -> Any:
    while isinstance(node, inspect.Metadata):
        node = node.type
    return node


def _python(node: Any) -> Any:
    """The Python type an inspected type was made from (to ask msgspec how it words it)."""
    node = _bare(node)
    if type(node) in _SCALARS:
        return _SCALARS[type(node)][1]
    if isinstance(node, inspect.ListType):
        return list[_python(node.item_type)]  # type: ignore[misc]
    if isinstance(node, inspect.DictType):
        return dict[str, _python(node.value_type)]  # type: ignore[misc]
    if isinstance(node, inspect.TupleType):
        return tuple[tuple(_python(i) for i in node.item_types)]  # type: ignore[misc]
    if isinstance(node, inspect.LiteralType):
        return Literal[node.values]  # type: ignore[valid-type]
    if isinstance(node, inspect.StructType):
        return node.cls
    if isinstance(node, inspect.UnionType):
        return functools.reduce(operator.or_, [_python(m) for m in node.types])
    raise SystemExit(f"ts_introspect: cannot rebuild {node!r}")


def _expected(node: Any) -> str:
    """What msgspec says it expected of a value of ``node``: ``str | null``."""
    try:
        msgspec.convert(object(), _python(node))
    except msgspec.ValidationError as error:
        match = _EXPECTED.match(str(error))
        if match:
            return match.group(1)
    raise SystemExit(f"ts_introspect: cannot tell what msgspec expects of {node!r}")


class Describer:
    def __init__(self) -> None:
        self.structs: dict[str, Any] = {}

    def struct(self, node: Any) -> str:
        name: str = node.cls.__name__
        if name not in self.structs:
            if node.array_like:
                raise SystemExit(f"ts_introspect: array-like Struct {name} is not supported")
            self.structs[name] = {}  # a recursive reference finds the name taken
            self.structs[name] = {
                "f": [[f.encode_name, self.ty(f.type), 1 if f.required else 0] for f in node.fields],
                "g": [node.tag_field, node.tag] if node.tag_field is not None else None,
                "c": bool(node.forbid_unknown_fields),
            }
        return name

    def ty(self, node: Any) -> Any:
        node = _bare(node)
        if type(node) in _SCALARS:
            constraints = {
                a: getattr(node, a)
                for a in getattr(node, "__struct_fields__", ())
                if getattr(node, a) is not None
            }
            if constraints:
                raise SystemExit(f"ts_introspect: constraints {constraints} are not supported")
            return _SCALARS[type(node)][0]
        if isinstance(node, inspect.ListType):
            return {"l": self.ty(node.item_type)}
        if isinstance(node, inspect.DictType):
            if not isinstance(node.key_type, inspect.StrType):
                raise SystemExit("ts_introspect: dict keys other than str are not supported")
            return {"d": self.ty(node.value_type)}
        if isinstance(node, inspect.TupleType):
            return {"t": [self.ty(item) for item in node.item_types]}
        if isinstance(node, inspect.LiteralType):
            return {"e": list(node.values), "x": _expected(node)}
        if isinstance(node, inspect.StructType):
            return {"s": self.struct(node)}
        if isinstance(node, inspect.UnionType):
            members = [_bare(m) for m in node.types]
            structs = [m for m in members if isinstance(m, inspect.StructType)]
            out: dict[str, Any] = {
                "u": [self.ty(m) for m in members if not isinstance(m, inspect.StructType)],
                "x": _expected(node),
            }
            if len(structs) == 1 and structs[0].tag_field is None:
                out["u"].append({"s": self.struct(structs[0])})
            elif structs:  # msgspec tells several Structs apart by their tag
                out["g"] = structs[0].tag_field
                out["m"] = {m.tag: self.struct(m) for m in structs}
            return out
        raise SystemExit(f"ts_introspect: no TypeScript reading of {node!r}")

    def describe(self, python_type: Any) -> Any:
        return self.ty(inspect.type_info(python_type))


def main(generated_python: str) -> None:
    sys.path.insert(0, generated_python)
    from chatschema_generated import registry

    d = Describer()
    titles: dict[str, Any] = {}
    for title, info in registry.TYPES.items():
        target = getattr(sys.modules[f"chatschema_generated.{info.family}"], title, None)
        titles[title] = {
            "read": d.describe(info.python_type) if info.struct else None,
            "convert": d.describe(target) if target is not None and not info.struct else None,
        }
    json.dump({"structs": d.structs, "titles": titles}, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1])
