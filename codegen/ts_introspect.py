"""Describe the generated msgspec types as JSON, for the TypeScript validators (codegen/ts_validators.py).

Run by codegen in a subprocess, with the freshly generated package first on the path:

    python codegen/ts_introspect.py GENERATED/python

It prints ``{"structs": {class: struct}, "titles": {title: {"read": type | null, "convert": type | null}}}``:
``read`` is what the Python validator reads a value of the title as before its check (the Struct or
union of Structs, for titles held as Structs; null for titles held as plain JSON), ``convert`` the
generated type a plain JSON value's check converts it to. Types are written in the runtime's
shapes (codegen/typescript/runtime.ts, ``Ty``); a struct is named by its class. msgspec's own
wording of what it expected (``str | null``) is taken from msgspec, by converting a value no type
accepts.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

_EXPECTED = re.compile(r"^Expected `(.*)`, got `object`$")


def main(generated_python: str) -> None:
    sys.path.insert(0, generated_python)
    import msgspec

    from chatschema_generated import registry

    inspect = msgspec.inspect
    structs: dict[str, Any] = {}

    def expected(python_type: Any) -> str:
        try:
            msgspec.convert(object(), python_type)
        except msgspec.ValidationError as error:
            match = _EXPECTED.match(str(error))
            if match:
                return match.group(1)
        raise SystemExit(f"ts_introspect: cannot tell what msgspec expects of {python_type!r}")

    def struct(t: Any) -> str:
        name = t.cls.__name__
        if name not in structs:
            structs[name] = {}  # placeholder: recursive types
            structs[name] = {
                "f": [[f.encode_name, ty(f.type, None), 1 if f.required else 0] for f in t.fields],
                "g": [t.tag_field, t.tag] if t.tag_field is not None else None,
                "c": bool(t.forbid_unknown_fields),
            }
            if t.array_like:
                raise SystemExit(f"ts_introspect: array-like Struct {name} is not supported")
        return name

    def ty(t: Any, python_type: Any) -> Any:
        while isinstance(t, inspect.Metadata):
            t = t.type
        for kind, name in (
            (inspect.StrType, "str"),
            (inspect.IntType, "int"),
            (inspect.FloatType, "float"),
        ):
            if isinstance(t, kind):
                constraints = {a: getattr(t, a) for a in t.__struct_fields__ if getattr(t, a) is not None}
                if constraints:
                    raise SystemExit(f"ts_introspect: constraints {constraints} are not supported")
                return name
        if isinstance(t, inspect.BoolType):
            return "bool"
        if isinstance(t, inspect.NoneType):
            return "null"
        if isinstance(t, inspect.AnyType):
            return 0
        if isinstance(t, inspect.ListType):
            return {"l": ty(t.item_type, None)}
        if isinstance(t, inspect.DictType):
            if not isinstance(t.key_type, inspect.StrType):
                raise SystemExit("ts_introspect: dict keys other than str are not supported")
            return {"d": ty(t.value_type, None)}
        if isinstance(t, inspect.TupleType):
            return {"t": [ty(item, None) for item in t.item_types]}
        if isinstance(t, inspect.LiteralType):
            values = list(t.values)
            return {"e": values, "x": "str" if isinstance(values[0], str) else "int"}
        if isinstance(t, inspect.StructType):
            return {"s": struct(t)}
        if isinstance(t, inspect.UnionType):
            members = [m.type if isinstance(m, inspect.Metadata) else m for m in t.types]
            tagged = [m for m in members if isinstance(m, inspect.StructType)]
            rest = [ty(m, None) for m in members if not isinstance(m, inspect.StructType)]
            out: dict[str, Any] = {"u": rest, "x": expected(_to_python(t))}
            if len(tagged) == 1 and tagged[0].tag_field is None:
                out["u"] = [*rest, {"s": struct(tagged[0])}]
            elif tagged:
                out["g"] = tagged[0].tag_field
                out["m"] = {m.tag: struct(m) for m in tagged}
            return out
        raise SystemExit(f"ts_introspect: no TypeScript reading of {t!r}")

    def _to_python(node: Any) -> Any:
        while isinstance(node, inspect.Metadata):
            node = node.type
        simple = {
            inspect.StrType: str,
            inspect.IntType: int,
            inspect.FloatType: float,
            inspect.BoolType: bool,
            inspect.NoneType: type(None),
            inspect.AnyType: Any,
        }
        for kind, py in simple.items():
            if isinstance(node, kind):
                return py
        if isinstance(node, inspect.ListType):
            return list[_to_python(node.item_type)]  # type: ignore[misc]
        if isinstance(node, inspect.DictType):
            return dict[str, _to_python(node.value_type)]  # type: ignore[misc]
        if isinstance(node, inspect.TupleType):
            return tuple[tuple(_to_python(i) for i in node.item_types)]  # type: ignore[misc]
        if isinstance(node, inspect.LiteralType):
            from typing import Literal

            return Literal[node.values]  # type: ignore[valid-type]
        if isinstance(node, inspect.StructType):
            return node.cls
        if isinstance(node, inspect.UnionType):
            import functools
            import operator

            return functools.reduce(operator.or_, [_to_python(m) for m in node.types])
        raise SystemExit(f"ts_introspect: cannot rebuild {node!r}")

    def describe(python_type: Any) -> Any:
        return ty(inspect.type_info(python_type), python_type)

    titles: dict[str, Any] = {}
    for title, info in registry.TYPES.items():
        family = sys.modules[f"chatschema_generated.{info.family}"]
        target = getattr(family, title, None)
        titles[title] = {
            "read": describe(info.python_type) if info.struct else None,
            "convert": describe(target) if target is not None and not info.struct else None,
        }
    json.dump({"structs": structs, "titles": titles}, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1])
