"""Regenerate everything under generated/ from the JSON Schemas in schemas/.

Run through ``make generate``. The output is deterministic: running it twice
changes nothing. Steps:

1. wipe ``generated/python``;
2. run datamodel-code-generator (pinned in codegen/requirements.txt) over
   ``schemas/`` with chatschema's template and the template data and type
   overrides computed here from the schemas;
3. write ``_storage.py`` (the plain JSON types that message fields hold),
   ``_validators.py`` (checks msgspec cannot express), the registry,
   ``tags.py`` (the tags of every tagged union and dispatch, which
   handwritten code dispatches on) and ``one_pass.py`` (types and decoders
   that accept a valid value in one msgspec decode, codegen/one_pass.py);
4. copy the schemas into the package so they ship in the wheel;
5. put a DO-NOT-EDIT header with the sha256 of the inputs on every file;
6. write the bundled schema, TypeScript types and package manifest (codegen/typescript.py);
7. write the TypeScript validators, one module per title (codegen/ts_validators.py);
8. write the key tables of ``schemas/tables/`` into both languages (codegen/key_tables.py).

When ``schemas/otel-genai/schemas/`` holds the vendored OpenTelemetry GenAI schemas, they are
derived into ``otel_genai.json`` (codegen/otel_genai.py), which goes into the bundle, the TypeScript
output and the package, and whose Python Structs and checks are ``chatschema_generated.otel_genai``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import otel_genai
from key_tables import load_tables, render_python, render_typescript, table_files
from one_pass import render_one_pass
from schema_model import WALKED_FAMILIES, SchemaSet, datamodel_input
from tags import render_tags, tag_tables
from ts_validators import TS_VALIDATOR_INPUTS, render_ts_validators
from typescript import TS_INPUTS, check_toolchain, generate_typescript
from validators import render_registry, render_storage, render_validators

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
TEMPLATES = Path(__file__).resolve().parent / "templates"

FLAGS = [
    "--input-file-type",
    "jsonschema",
    "--output-model-type",
    "msgspec.Struct",
    "--use-msgspec-tagged-unions",
    "--keyword-only",
    "--use-annotated",
    "--field-constraints",
    "--use-union-operator",
    "--use-standard-collections",
    "--no-collapse-root-models",
    "--enum-field-as-literal",
    "all",
    "--use-exact-imports",
    "--use-schema-description",
    "--use-double-quotes",
    "--disable-timestamp",
    "--no-allow-remote-refs",
    "--target-python-version",
    "3.10",
    "--use-title-as-name",
    "--formatters",
    "ruff-check",
    "ruff-format",
    "--additional-imports",
    "typing.Annotated,typing.Any,msgspec.Meta,msgspec.UNSET,msgspec.UnsetType",
]


TYPED_DICT_FLAGS = [
    "--input-file-type", "jsonschema",
    "--output-model-type", "typing.TypedDict",
    "--use-union-operator",
    "--use-standard-collections",
    "--enum-field-as-literal", "all",
    "--use-schema-description",
    "--use-double-quotes",
    "--disable-timestamp",
    "--no-allow-remote-refs",
    "--target-python-version", "3.10",
    "--use-title-as-name",
    "--use-exact-imports",
    "--formatters", "ruff-check", "ruff-format",
]  # fmt: skip


def input_digest(paths: list[Path]) -> str:
    """sha256 over every input file: schemas, templates and this generator."""
    h = hashlib.sha256()
    for p in sorted(paths):
        h.update(p.name.encode())
        h.update(b"\0")
        h.update(p.read_bytes())
    return h.hexdigest()


def header(source: str, digest: str, comment: str = "#") -> str:
    return (
        f"{comment} Generated from {source} by codegen/generate.py. DO NOT EDIT.\n"
        f"{comment} inputs sha256: {digest}\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schemas", type=Path, default=SCHEMAS, help="folder of schema files")
    parser.add_argument("--out", type=Path, default=ROOT / "generated", help="folder to wipe and write")
    args = parser.parse_args(argv)
    return generate(args.schemas.resolve(), args.out.resolve())


def generate(schemas: Path, generated: Path) -> int:
    """Wipe ``generated`` and write the Python package generated from ``schemas``."""
    out_pkg = generated / "python" / "chatschema_generated"
    schema_files = sorted(schemas.glob("*.json"))
    inputs = schema_files + sorted(TEMPLATES.glob("*")) + sorted(Path(__file__).parent.glob("*.py"))
    inputs += [Path(__file__).parent / "requirements.txt", *TS_INPUTS, *TS_VALIDATOR_INPUTS]
    inputs += table_files(schemas)
    key_tables = load_tables(schemas)
    otel_folder = schemas / "otel-genai" / "schemas"
    otel_doc = otel_genai.derive(otel_folder) if otel_folder.is_dir() else None
    if otel_doc is not None:
        inputs += otel_genai.inputs(otel_folder)
    digest = input_digest(inputs)
    model = SchemaSet.load(schemas)
    walked = {f.stem: json.loads(f.read_text()) for f in schema_files if f.stem in WALKED_FAMILIES}
    tag_tables(model)  # the tag conventions, checked before anything is wiped
    render_one_pass(model)  # and the shapes the one-pass types know
    check_toolchain()

    if generated.exists():
        shutil.rmtree(generated)
    out_pkg.mkdir(parents=True)
    # ruff settings for generated code only, so project lint rules never reshape it
    (generated / "ruff.toml").write_text(
        header("codegen/generate.py", digest)
        + 'line-length = 88\ntarget-version = "py310"\n\n[lint]\nselect = ["F401", "I"]\n'
    )

    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        overrides = tmpdir / "overrides.json"
        overrides.write_text(
            json.dumps(model.type_overrides("chatschema_generated._storage"), sort_keys=True)
        )
        template_data = tmpdir / "template_data.json"
        template_data.write_text(json.dumps(model.template_data(), sort_keys=True))
        # only the schema files: the generator would also read examples/ as schemas
        inputs_dir = tmpdir / "schemas"
        inputs_dir.mkdir()
        for f in schema_files:
            if f.stem not in walked:  # those get their checks from codegen/otel_genai.py's writer
                doc = datamodel_input(json.loads(f.read_text()))
                (inputs_dir / f.name).write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        env = dict(os.environ, RUFF_NO_CACHE="true")
        cmd = [
            str(Path(sys.executable).with_name("datamodel-codegen")),
            "--input",
            str(inputs_dir),
            "--output",
            str(out_pkg),
            "--custom-template-dir",
            str(TEMPLATES),
            "--extra-template-data",
            str(template_data),
            "--type-overrides",
            str(overrides),
            *FLAGS,
        ]
        subprocess.run(cmd, check=True, env=env, cwd=ROOT)
        # The same types as TypedDicts, for values held as plain JSON (tool
        # calls, usage, content blocks): what LangChain users construct and type.
        typed = [
            str(Path(sys.executable).with_name("datamodel-codegen")),
            "--input",
            str(inputs_dir),
            "--output",
            str(out_pkg / "typed"),
            *TYPED_DICT_FLAGS,
        ]
        subprocess.run(typed, check=True, env=env, cwd=ROOT)

    (out_pkg / "_storage.py").write_text(render_storage())
    (out_pkg / "_validators.py").write_text(render_validators(model))
    extras = []
    if otel_doc is not None:
        (out_pkg / f"{otel_genai.FAMILY}.py").write_text(otel_genai.render_python(otel_doc))
        extras.append((otel_genai.FAMILY, otel_genai.registry_entries(otel_doc)))
    for family, doc in walked.items():
        summary = (
            f"{doc['title']} (schemas/{family}.json): Structs and checks.\n\n{doc['description']}\n\n"
            "Values are held as plain JSON; the Structs are typed views to decode into. Every check\n"
            "takes the value and its JSON path and raises ``SchemaViolation`` at the deepest failing value."
        )
        (out_pkg / f"{family}.py").write_text(otel_genai.render_python(doc, summary))
        extras.append((family, otel_genai.registry_entries(doc, family)))
    (out_pkg / "registry.py").write_text(render_registry(model, extras))
    (out_pkg / "tags.py").write_text(render_tags(model))
    (out_pkg / "one_pass.py").write_text(render_one_pass(model))
    if key_tables:
        (out_pkg / "key_tables.py").write_text(render_python(key_tables))
    subprocess.run(
        [str(Path(sys.executable).with_name("ruff")), "format", "--quiet", str(out_pkg)],
        check=True,
        env=dict(os.environ, RUFF_NO_CACHE="true"),
    )
    (out_pkg / "py.typed").write_text("")

    schema_out = out_pkg / "schemas"
    schema_out.mkdir()
    for f in schema_files:
        doc = json.loads(f.read_text())
        doc = {"$comment": f"Copied from schemas/{f.name} by codegen/generate.py. DO NOT EDIT.", **doc}
        (schema_out / f.name).write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    if otel_doc is not None:
        doc = {
            "$comment": "Derived from schemas/otel-genai/schemas/ by codegen/otel_genai.py. DO NOT EDIT.",
            **otel_doc,
        }
        (schema_out / f"{otel_genai.FAMILY}.json").write_text(
            json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
        )

    for path in sorted(out_pkg.rglob("*.py")):
        rel = path.relative_to(out_pkg)
        if rel.name == "__init__.py":
            source = "schemas/"
        elif rel.parts[0] == "typed" and rel.stem in model.families:
            source = f"schemas/{rel.stem}.json"
        elif rel.stem in model.families or rel.stem in walked:
            source = f"schemas/{rel.stem}.json"
        elif rel.stem == otel_genai.FAMILY:
            source = "schemas/otel-genai/schemas/"
        elif rel.stem == "key_tables":
            source = "schemas/tables/"
        else:
            source = "schemas/"
        body = path.read_text()
        lines = body.splitlines(keepends=True)
        # drop the generator's own two-line banner; ours replaces it
        while (lines and lines[0].startswith("# generated by datamodel-codegen")) or (
            lines and lines[0].startswith("#   filename")
        ):
            lines.pop(0)
        path.write_text(header(source, digest) + "# ruff: noqa\n" + "".join(lines).lstrip("\n"))
    if otel_doc is None:
        generate_typescript(schemas, generated, digest)
    else:
        # the TypeScript side bundles the derived schema beside the schema files
        with tempfile.TemporaryDirectory() as tmp:
            ts_schemas = Path(tmp)
            for f in schema_files:
                shutil.copyfile(f, ts_schemas / f.name)
            (ts_schemas / f"{otel_genai.FAMILY}.json").write_text(json.dumps(otel_doc, indent=2) + "\n")
            generate_typescript(ts_schemas, generated, digest)
    if key_tables:
        ts_tables_header = header("schemas/tables/", digest, "//").replace("generate.py", "key_tables.py")
        (generated / "typescript" / "keyTables.ts").write_text(
            render_typescript(key_tables, ts_tables_header)
        )
    validators_dir = generated / "typescript" / "validators"
    validators_dir.mkdir()
    ts_header = header("schemas/", digest, "//").replace("codegen/generate.py", "codegen/ts_validators.py")
    # the types whose checks walk their JSON Schema: the OpenTelemetry ones and the walked families
    json_defs = {**(otel_doc or {}).get("$defs", {})}
    for doc in walked.values():
        json_defs.update(doc["$defs"])
    json_doc = {"$defs": json_defs} if json_defs else None
    for name, text in render_ts_validators(model, generated / "python", json_doc, ts_header).items():
        (validators_dir / name).write_text(text)
    # the wheel ships the bundle and its manifest, so other SDKs can pin them
    shutil.copytree(generated / "schema", out_pkg / "bundle")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
