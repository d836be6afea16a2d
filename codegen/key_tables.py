"""Writes the key tables: data under ``schemas/tables/``, one Python and one TypeScript module.

A key table says how another library spells the keys of chatschema's content blocks. It is data,
kept once in ``schemas/tables/<name>.json`` with a ``title``, a language-neutral ``description``
naming the file and version it was taken from, and:

* ``keys``: for each type tag (the other library's), its keys and the keys chatschema uses;
* ``tags``: type tags the other library spells otherwise, and chatschema's tag;
* ``nested``: for each type tag, the key of a list of blocks read by the same table;
* ``legacy_key``: a key that marks a block as LangChain's legacy (v0) form, left as it is.

Each table becomes ``chatschema_generated.key_tables.<NAME>`` (Python) and the export ``<NAME>`` of
``generated/typescript/keyTables.ts`` (``<NAME>``: the file name in capitals, such as
``LANGCHAINJS_BLOCK_KEYS``), so both languages read the same table.
A folder of schemas without ``tables/`` gets no key table modules.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_FIELDS = ("title", "description", "keys", "tags", "nested", "legacy_key")


def table_files(schemas: Path) -> list[Path]:
    """The key table files of a schema folder, sorted."""
    return sorted((schemas / "tables").glob("*.json"))


def load_tables(schemas: Path) -> list[dict[str, Any]]:
    """Every key table, checked (the fields above, strings everywhere), with its ``name``."""
    out = []
    for path in table_files(schemas):
        doc = json.loads(path.read_text())
        missing = [key for key in _FIELDS if key not in doc]
        if missing:
            raise SystemExit(f"schemas/tables/{path.name}: missing {', '.join(missing)}")
        maps = [doc["tags"], doc["nested"], *doc["keys"].values()]
        if not all(isinstance(k, str) and isinstance(v, str) for m in maps for k, v in m.items()):
            raise SystemExit(f"schemas/tables/{path.name}: keys, tags and nested map strings to strings")
        out.append({**doc, "name": path.stem.upper()})
    return out


def _entry(doc: dict[str, Any]) -> dict[str, Any]:
    return {key: doc[key] for key in ("keys", "tags", "nested", "legacy_key")}


def render_python(tables: list[dict[str, Any]]) -> str:
    lines = [
        '"""Key tables: how other libraries spell the keys of the content blocks (schemas/tables/)."""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Any",
    ]
    for doc in tables:
        summary = " ".join(doc["description"].split()).replace("\\", "\\\\").replace('"', '\\"')
        lines += [
            "",
            f"{doc['name']}: dict[str, Any] = {json.dumps(_entry(doc), indent=4, sort_keys=True)}",
            f'"""{summary}"""',
        ]
    return "\n".join(lines) + "\n"


def render_typescript(tables: list[dict[str, Any]], header: str) -> str:
    lines = [
        header.rstrip("\n"),
        "/** A key table: how another library spells the keys of the content blocks (schemas/tables/). */",
        "export interface KeyTable {",
        "  readonly keys: Readonly<Record<string, Readonly<Record<string, string>>>>;",
        "  readonly tags: Readonly<Record<string, string>>;",
        "  readonly nested: Readonly<Record<string, string>>;",
        "  readonly legacy_key: string;",
        "}",
    ]
    for doc in tables:
        summary = " ".join(doc["description"].split()).replace("*/", "* /")
        lines += [
            "",
            f"/** {summary} */",
            f"export const {doc['name']}: KeyTable = {json.dumps(_entry(doc), indent=2, sort_keys=True)};",
        ]
    return "\n".join(lines) + "\n"
