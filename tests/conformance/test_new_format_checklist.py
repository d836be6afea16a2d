"""A new wire format is one record in ``chatschema._formats.FORMATS``: this checklist names every other
place it must reach, and the file to edit for each.

``checklist`` reports, for each :class:`~chatschema._formats.Format`, every place it is missing from:

* the ``Literal`` types in src/chatschema/_formats.py: ``FormatName`` (every format),
  ``MessageForm`` (formats a batch line holds message by message) and ``Provider`` (formats with
  conversation rules); type checkers cannot compute a ``Literal``, so these stay hand-written;
* a provider request format (``line == "payload"``): its reader and writer, exported at the top
  level (src/chatschema/__init__.py), in the table of docs/providers.md and in docs/errors.md; a
  folder of realistic payloads in tests/data/providers/<name>/; a case in
  tests/convert/providers/sdk_oracle.py, which checks what the writer writes with the provider's SDK;
* a format with conversation rules: its column in the "Conversation rules" table of docs/providers.md;
* a format that reads AI messages of a LangChain integration (``model_providers``): a content
  translator registered for each in src/chatschema/blocks/;
* the command line: ``convert --to`` (and ``--from`` when it ``reads``), ``stats --from`` for a
  message form, ``validate --rules`` for conversation rules. These derive from the registry; the
  check keeps a hand-kept list from coming back.

It also reports ``Literal`` members without a record. The tests at the end show that it is not
vacuous: a made-up format, ``example-new``, added as a record alone, is reported at every place.
docs/adding-a-format.md walks through the same list.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any, get_args

import chatschema
from chatschema._formats import FORMATS, ConversationRules, Format, FormatName, MessageForm, Provider
from chatschema.blocks._registry import PROVIDER_TRANSLATORS
from chatschema.cli._main import build_parser
from tests.conformance.checklist import Problem

ROOT = Path(__file__).resolve().parent.parent.parent

PLACES = (
    "FormatName",
    "MessageForm",
    "Provider",
    "exports",
    "docs",
    "corpus",
    "sdk_oracle",
    "translators",
    "cli",
)
"""Every place ``checklist`` looks; a problem names one."""


def _choices(parser: argparse.ArgumentParser, command: str, option: str) -> set[str]:
    """The choices of ``option`` of the subcommand ``command``."""
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    action = next(a for a in sub.choices[command]._actions if option in a.option_strings)
    return set(action.choices or ())


def _rules_columns(providers_md: str) -> set[str]:
    """The provider columns of the table under "## Conversation rules" in docs/providers.md."""
    section = re.search(r"^## Conversation rules\n(.*?)(?=^## |\Z)", providers_md, re.S | re.M)
    header = re.search(r"^\| code \| rule \|(.*)\|$", section.group(1) if section else "", re.M)
    return {cell.strip() for cell in header.group(1).split("|")} if header else set()


def _literal_problems(formats: Iterable[Format], literals: dict[str, tuple[str, ...]]) -> list[Problem]:
    formats = list(formats)
    wanted = {
        "FormatName": [f.name for f in formats],
        "MessageForm": [f.name for f in formats if f.line == "messages"],
        "Provider": [f.name for f in formats if f.rules is not None],
    }
    problems = []
    for literal, names in wanted.items():
        listed = literals[literal]
        for name in names:
            if name not in listed:
                problems.append(
                    Problem(name, literal, f"add {name!r} to {literal} in src/chatschema/_formats.py")
                )
        for name in listed:
            if name not in names:
                problems.append(
                    Problem(
                        name,
                        literal,
                        f"{literal} in src/chatschema/_formats.py lists {name!r}, which no record of FORMATS "
                        "with that role has: add the record, or take the name out",
                    )
                )
    return problems


def checklist(
    formats: Iterable[Format] = FORMATS,
    *,
    literals: dict[str, tuple[str, ...]] | None = None,
    root: Path = ROOT,
    translators: Iterable[str] = PROVIDER_TRANSLATORS,
    parser: argparse.ArgumentParser | None = None,
) -> list[Problem]:
    """Every place a format of ``formats`` is missing from.

    The other arguments say where to look (the repository's own files by default), so the tests below
    can point the checklist at a made-up format.
    """
    formats = list(formats)
    if literals is None:
        literals = {"FormatName": get_args(FormatName), "MessageForm": get_args(MessageForm)}
        literals["Provider"] = get_args(Provider)
    problems = _literal_problems(formats, literals)
    parser = build_parser() if parser is None else parser
    cli = {
        "convert --to": _choices(parser, "convert", "--to"),
        "convert --from": _choices(parser, "convert", "--from"),
        "stats --from": _choices(parser, "stats", "--from"),
        "validate --rules": _choices(parser, "validate", "--rules"),
    }
    providers_md = (root / "docs" / "providers.md").read_text()
    errors_md = (root / "docs" / "errors.md").read_text()
    oracle = (root / "tests" / "convert" / "providers" / "sdk_oracle.py").read_text()
    columns = _rules_columns(providers_md)
    registered = set(translators)
    for f in formats:
        subject = f"{f.name} ({f.title})"
        wanted_cli = [
            ("convert --to", True),
            ("convert --from", f.reads),
            ("stats --from", f.line == "messages"),
            ("validate --rules", f.rules is not None),
        ]
        missing_cli = [option for option, wanted in wanted_cli if wanted and f.name not in cli[option]]
        if missing_cli:
            problems.append(
                Problem(
                    subject,
                    "cli",
                    f"chatschema {', '.join(missing_cli)} does not take {f.name!r}: the choices in "
                    "src/chatschema/cli/ must come from chatschema._formats, not from a list of their own",
                )
            )
        if f.line == "payload":
            problems += _payload_problems(f, subject, root, providers_md, errors_md, oracle)
        if f.rules is not None and f.name not in columns:
            problems.append(
                Problem(
                    subject,
                    "docs",
                    f"docs/providers.md, Conversation rules: add a column {f.name!r} to the table, with the "
                    "provider documentation each rule comes from",
                )
            )
        for provider in sorted(f.model_providers - registered):
            problems.append(
                Problem(
                    subject,
                    "translators",
                    f"no content translator is registered for model_provider {provider!r}: call "
                    "register_translator in a module of src/chatschema/blocks/ (and import it in "
                    "src/chatschema/blocks/__init__.py)",
                )
            )
    return problems


def _payload_problems(
    f: Format, subject: str, root: Path, providers_md: str, errors_md: str, oracle: str
) -> list[Problem]:
    """The places of a provider request format."""
    problems = []
    functions = [fn for fn in (f.read_payload, f.write_payload) if fn is not None]
    if len(functions) < 2:
        problems.append(
            Problem(
                subject,
                "exports",
                "a payload format needs read_payload and write_payload in its record "
                "(src/chatschema/_formats.py), written in src/chatschema/convert/<format>.py",
            )
        )
    for fn in functions:
        name = fn.__name__
        if getattr(chatschema, name, None) is not fn or name not in chatschema.__all__:
            problems.append(
                Problem(
                    subject,
                    "exports",
                    f"{name} is not exported at the top level: import it in src/chatschema/__init__.py, "
                    "add it to __all__ and to tests/public_api.txt",
                )
            )
        for page, text in (("docs/providers.md", providers_md), ("docs/errors.md", errors_md)):
            if f"`{name}(" not in text:
                problems.append(Problem(subject, "docs", f"{page} does not name `{name}(...)`"))
    folder = root / "tests" / "data" / "providers" / f.name
    if not list(folder.glob("*.json")):
        problems.append(
            Problem(
                subject,
                "corpus",
                f"tests/data/providers/{f.name}/ needs realistic request payloads (*.json), read and "
                "written back by tests/convert/providers/test_corpus.py",
            )
        )
    if f'case "{f.name}"' not in oracle:
        problems.append(
            Problem(
                subject,
                "sdk_oracle",
                f'tests/convert/providers/sdk_oracle.py has no case "{f.name}": check the writer\'s '
                "output with the provider SDK's own types",
            )
        )
    return problems


def test_every_format_is_everywhere() -> None:
    problems = checklist()
    assert not problems, "\n".join(map(str, problems))


def test_literals_have_records() -> None:
    """A name in a Literal without a record is reported (here: a record taken away)."""
    rest = [f for f in FORMATS if f.name != "gemini"]
    problems = _literal_problems(rest, {"FormatName": get_args(FormatName)} | _other_literals())
    assert {(p.subject, p.place) for p in problems} == {("gemini", "FormatName"), ("gemini", "Provider")}


def _other_literals() -> dict[str, tuple[str, ...]]:
    return {"MessageForm": get_args(MessageForm), "Provider": get_args(Provider)}


NEW = Format(
    "example-new",
    "Example",
    "payload",
    "one example request per line",
    read_payload=lambda payload: [],
    write_payload=lambda messages: {},
    rules=ConversationRules(
        adjacent_results=True,
        system_anywhere=True,
        empty_string_ok=True,
        media_in=frozenset(),
        roles=frozenset({"user"}),
        kinds=frozenset({"human"}),
    ),
    model_providers=frozenset({"example_integration"}),
)


def test_a_record_alone_is_reported_at_every_place() -> None:
    """The made-up format, added to the registry only, is missing from every place the checklist knows."""
    problems = checklist([*FORMATS, NEW])
    assert {p.place for p in problems} == set(PLACES) - {"MessageForm"}
    assert all(p.subject.startswith("example-new") for p in problems)


def test_a_message_form_is_held_to_its_literal() -> None:
    form = dataclasses.replace(
        NEW, name="example-form", line="messages", read_payload=None, write_payload=None
    )
    literals: dict[str, Any] = {"FormatName": (*get_args(FormatName), "example-form")} | _other_literals()
    literals["Provider"] = (*get_args(Provider), "example-form")
    problems = checklist(
        [*FORMATS, form], literals=literals, translators=[*PROVIDER_TRANSLATORS, "example_integration"]
    )
    assert {p.place for p in problems} == {"MessageForm", "cli", "docs"}
