"""A griffe extension for the API pages: what griffe cannot see in chatschema's docstrings by itself.

- ``Example:`` heads an examples section (griffe's Google parser knows only ``Examples:``, and would
  render the doctest as Markdown text).
- A ``msgspec.Struct`` subclass without ``__init__`` gets the signature msgspec gives it (its annotated
  fields, base classes first), so that ``Args:`` in its docstring are checked against real parameters.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_EXAMPLE = re.compile(r"^(\s*)Example:\s*$", re.MULTILINE)


def _is_struct(cls: griffe.Class, loader: griffe.GriffeLoader, seen: set[str]) -> bool:
    for base in cls.bases:
        path = base.canonical_path if isinstance(base, griffe.Expr) else str(base)
        if path == "msgspec.Struct":
            return True
        if path in seen:
            continue
        seen.add(path)
        try:
            parent = loader.modules_collection[path]
        except KeyError:
            continue
        if isinstance(parent, griffe.Class) and _is_struct(parent, loader, seen):
            return True
    return False


def _fields(cls: griffe.Class, loader: griffe.GriffeLoader) -> list[griffe.Attribute]:
    fields: dict[str, griffe.Attribute] = {}
    for base in cls.bases:
        path = base.canonical_path if isinstance(base, griffe.Expr) else str(base)
        try:
            parent = loader.modules_collection[path]
        except KeyError:
            continue
        if isinstance(parent, griffe.Class):
            fields.update((a.name, a) for a in _fields(parent, loader))
    for member in cls.members.values():
        if isinstance(member, griffe.Attribute) and member.annotation is not None:
            if "ClassVar" not in str(member.annotation):
                fields[member.name] = member
    return list(fields.values())


class ChatschemaDocstrings(griffe.Extension):
    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = _EXAMPLE.sub(r"\1Examples:", obj.docstring.value)

    def on_class(self, *, cls: griffe.Class, loader: griffe.GriffeLoader, **kwargs: Any) -> None:
        if "__init__" in cls.members or not _is_struct(cls, loader, set()):
            return
        params = [griffe.Parameter("self", kind=griffe.ParameterKind.positional_or_keyword)]
        for field in _fields(cls, loader):
            params.append(
                griffe.Parameter(
                    field.name,
                    annotation=field.annotation,
                    kind=griffe.ParameterKind.positional_or_keyword,
                    default=field.value,
                )
            )
        init = griffe.Function("__init__", parameters=griffe.Parameters(*params), parent=cls)
        cls.set_member("__init__", init)
        cls.labels.add("msgspec-struct")
