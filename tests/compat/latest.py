"""``make compat-latest``: the differential suites against the newest langchain-core and mellea.

Not part of CI and never fails: it reports what moved since the pinned references so that a bump
(change ``requirements/reference.in``, ``make lock``) can be planned. Run as
``python -m tests.compat.latest [--venv DIR] [--reuse]``; importing this module does nothing.

Steps, each reported (a failed step ends the run with exit status 0 and says why):

1. create a scratch venv (default ``build/compat-latest-venv``) and install the hashed lock
   (``requirements/lock.txt``) into it, as ``make venv`` does;
2. upgrade langchain-core and mellea, without hashes, to the newest version of each that installs:
   versions newer than the pin are tried newest first, and those that fail to install (say, a
   dependency the package index lacks) are listed with pip's reason;
3. install chatschema itself (editable, no dependencies);
4. import ``langchain_core.messages`` in the pinned venv (``.venv``) and in the scratch venv, each
   in its own subprocess, and compare ``__all__``, ``content.KNOWN_BLOCK_TYPES`` and the members of
   the ``ContentBlock`` union, also against the standard block tags of ``schemas/content_blocks.json``;
5. run the differential suites (``SUITES``) with pytest in the scratch venv and group the failing
   cases by operation (test module and function), with counts and a few example ids.

The report goes to stdout and to ``build/compat-latest/report.txt``; progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
PINS = ROOT / "requirements" / "reference.in"
LOCK = ROOT / "requirements" / "lock.txt"
PINNED_PYTHON = ROOT / ".venv" / "bin" / "python"
SCHEMAS = ROOT / "schemas"
DEFAULT_VENV = ROOT / "build" / "compat-latest-venv"
OUT = ROOT / "build" / "compat-latest"

PACKAGES = ("langchain-core", "mellea")
"""The references the differential suites compare against, upgraded in the scratch venv."""

SUITES = ("tests/compat", "tests/mellea", "tests/blocks/test_registry.py", "tests/test_public_api.py")
"""The differential suites: every test that compares chatschema with the installed references."""

MAX_TRIES = 6
"""How many versions newer than the pin are tried per package before giving up."""

EXAMPLES = 3
"""Example test ids shown per failing operation."""

PROBE = r"""
import importlib.metadata as md, json, re, typing
out = {"versions": {}, "errors": []}
for dist in ("langchain-core", "mellea", "langchain-protocol"):
    try:
        out["versions"][dist] = md.version(dist)
    except md.PackageNotFoundError:
        out["versions"][dist] = None
try:
    import langchain_core.messages as m
    out["all"] = sorted(m.__all__)
except Exception as e:
    out["errors"].append(f"import langchain_core.messages: {type(e).__name__}: {e}")
try:
    import langchain_core.messages.content as c
    out["known_block_types"] = sorted(c.KNOWN_BLOCK_TYPES)
    members = {}
    for t in typing.get_args(c.ContentBlock):
        ann = getattr(t, "__annotations__", {}).get("type")
        tags = [a for a in typing.get_args(ann) if isinstance(a, str)]
        if not tags and isinstance(ann, str):
            tags = re.findall(r"['\"]([^'\"]+)['\"]", ann)
        members[t.__name__] = tags
    out["content_block_members"] = members
except Exception as e:
    out["errors"].append(f"langchain_core.messages.content: {type(e).__name__}: {e}")
print(json.dumps(out))
"""
"""Run by each venv's python: versions, ``__all__``, block tags and union members as JSON."""


@dataclass
class Report:
    """The report's sections, in order; each is a title and its lines."""

    sections: list[tuple[str, list[str]]] = field(default_factory=list)

    def add(self, title: str, lines: list[str]) -> None:
        """Append a section (printed as ``== title`` and its indented lines)."""
        self.sections.append((title, lines or ["(nothing)"]))

    def text(self) -> str:
        """The whole report as text."""
        parts = []
        for title, lines in self.sections:
            parts.append(f"== {title}")
            parts += [f"  {line}" for line in lines]
            parts.append("")
        return "\n".join(parts)


def log(message: str) -> None:
    """Progress, on stderr, so that stdout holds only the report."""
    print(f"compat-latest: {message}", file=sys.stderr, flush=True)


def run(args: list[str], *, timeout: float | None = None) -> subprocess.CompletedProcess[str]:
    """Run a command in the repository root, capturing its output; never raises on failure."""
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    try:
        return subprocess.run(
            args, cwd=ROOT, capture_output=True, text=True, check=False, timeout=timeout, env=env
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        return subprocess.CompletedProcess(args, 127, "", f"{type(e).__name__}: {e}")


def tail(proc: subprocess.CompletedProcess[str], lines: int = 3) -> str:
    """The last non-empty lines of a command's stderr (or stdout), joined: pip's reason."""
    text = [ln.strip() for ln in (proc.stderr or proc.stdout or "").splitlines() if ln.strip()]
    text = [ln for ln in text if not ln.startswith("WARNING: Location")]
    return " | ".join(text[-lines:]) or f"exit status {proc.returncode}"


def read_pins(path: Path = PINS) -> dict[str, str]:
    """``name==version`` lines of requirements/reference.in, by lower-case name."""
    pins = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^\s*([A-Za-z0-9_.-]+)\s*==\s*([^\s#;]+)", line)
        if m:
            pins[m.group(1).lower().replace("_", "-")] = m.group(2)
    return pins


def version_key(version: str) -> tuple[int, ...]:
    """A sort key for plain release versions (``1.8.10`` after ``1.8.9``)."""
    return tuple(int(p) for p in re.findall(r"\d+", version))


def newer_versions(python: Path, package: str, pinned: str | None) -> tuple[list[str], str]:
    """Versions of ``package`` on the index newer than ``pinned``, newest first, and an error."""
    proc = run([str(python), "-m", "pip", "index", "versions", package], timeout=300)
    m = re.search(r"Available versions:\s*(.+)", proc.stdout)
    if proc.returncode != 0 or m is None:
        return [], f"pip index versions {package} failed: {tail(proc)}"
    versions = [v.strip() for v in m.group(1).split(",") if v.strip()]
    if pinned is not None:
        versions = [v for v in versions if version_key(v) > version_key(pinned)]
    return sorted(versions, key=version_key, reverse=True), ""


def install_newest(python: Path, package: str, pinned: str | None, keep: list[str]) -> list[str]:
    """Install the newest version of ``package`` that installs; return report lines.

    ``keep`` are requirements (``name==version``) already chosen for the other packages, passed
    along so that installing this one cannot move them.
    """
    versions, error = newer_versions(python, package, pinned)
    if error:
        return [error]
    if not versions:
        return [f"{package}: nothing newer than the pin {pinned} on the index"]
    lines = []
    for version in versions[:MAX_TRIES]:
        log(f"trying {package}=={version}")
        proc = run(
            [str(python), "-m", "pip", "install", "--quiet", f"{package}=={version}", *keep], timeout=900
        )
        if proc.returncode == 0:
            lines.append(f"{package}=={version} installed")
            keep.append(f"{package}=={version}")
            return lines
        lines.append(f"{package}=={version} does not install: {tail(proc)}")
    lines.append(
        f"{package}: no version newer than the pin {pinned} installs; kept the installed one (see versions)"
    )
    return lines


def probe(python: Path) -> dict[str, Any]:
    """What ``PROBE`` prints in the venv of ``python``, or ``{"errors": [...]}``."""
    proc = run([str(python), "-c", PROBE], timeout=300)
    try:
        return dict(json.loads(proc.stdout.strip().splitlines()[-1]))
    except (ValueError, IndexError):
        return {"versions": {}, "errors": [f"probe failed: {tail(proc)}"]}


def schema_tags(folder: Path = SCHEMAS) -> dict[str, str]:
    """The ``ContentBlock`` union members of schemas/content_blocks.json: title -> type tag."""
    defs: dict[str, Any] = {}
    for path in folder.glob("*.json"):
        defs.update(json.loads(path.read_text()).get("$defs", {}))
    tags = {}
    for member in defs["ContentBlock"]["oneOf"]:
        name = member["$ref"].rsplit("/", 1)[-1]
        tags[name] = defs[name]["properties"]["type"].get("const", "?")
    return tags


def diff_lines(old: set[str], new: set[str], old_name: str, new_name: str) -> list[str]:
    """``+ x`` for names only in ``new``, ``- x`` for names only in ``old``."""
    lines = [f"+ {x}   (in {new_name}, not in {old_name})" for x in sorted(new - old)]
    lines += [f"- {x}   (in {old_name}, not in {new_name})" for x in sorted(old - new)]
    return lines or ["no change"]


def api_sections(report: Report, pinned: dict[str, Any], latest: dict[str, Any]) -> None:
    """``__all__``, block types and union members: pinned vs latest, and latest vs the schemas."""
    for where, info in (("pinned", pinned), ("latest", latest)):
        if info.get("errors"):
            report.add(f"errors probing the {where} venv", info["errors"])
    if "all" in pinned and "all" in latest:
        lines = diff_lines(set(pinned["all"]), set(latest["all"]), "pinned", "latest")
        report.add(f"langchain_core.messages.__all__ ({len(latest['all'])} names in latest)", lines)
    else:
        report.add("langchain_core.messages.__all__", ["not compared: a venv could not import it"])

    lines = []
    if "known_block_types" in pinned and "known_block_types" in latest:
        lines += ["KNOWN_BLOCK_TYPES, pinned -> latest:"]
        lines += [
            f"  {x}"
            for x in diff_lines(
                set(pinned["known_block_types"]), set(latest["known_block_types"]), "pinned", "latest"
            )
        ]
    if "content_block_members" in pinned and "content_block_members" in latest:
        old, new = pinned["content_block_members"], latest["content_block_members"]
        lines += ["ContentBlock union members, pinned -> latest:"]
        member = {n: f"{n} {new.get(n, old.get(n))}" for n in set(old) | set(new)}
        lines += [
            f"  {x}"
            for x in diff_lines({member[n] for n in old}, {member[n] for n in new}, "pinned", "latest")
        ]
        changed = [
            f"  {n}: tag {old[n]} -> {new[n]}" for n in sorted(set(old) & set(new)) if old[n] != new[n]
        ]
        lines += changed
    try:
        ours = schema_tags()
    except (OSError, KeyError, ValueError) as e:
        lines.append(f"schemas/content_blocks.json unreadable: {type(e).__name__}: {e}")
        ours = None
    if ours is not None and "known_block_types" in latest:
        theirs = set(latest["known_block_types"])
        if "content_block_members" in latest:
            theirs |= {t for tags in latest["content_block_members"].values() for t in tags}
        lines += [f"chatschema's ContentBlock tags ({len(ours)}, schemas/content_blocks.json) vs latest:"]
        lines += [f"  {x}" for x in diff_lines(set(ours.values()), theirs, "schemas", "latest")]
    report.add("block types", lines)


def reason(bad: ET.Element, limit: int = 200) -> str:
    """One line saying why a case failed: the message's first line, and the next one when it ends in ':'."""
    message = (bad.get("message") or bad.tag).strip().splitlines()
    first = message[0] if message else bad.tag
    details = [ln[1:].strip() for ln in (bad.text or "").splitlines() if ln.startswith("E ")]
    if first == "collection failure" and details:
        first = f"cannot import the module: {details[-1]}"
    elif first.endswith(":"):
        if first in details and details.index(first) + 1 < len(details):
            first += " " + details[details.index(first) + 1]
    return first if len(first) <= limit else first[: limit - 3] + "..."


def group_failures(junit: Path) -> tuple[dict[str, int], dict[str, list[tuple[str, str]]]]:
    """Counts by outcome, and the failing cases by operation (module::function): (id, reason)."""
    counts: dict[str, int] = defaultdict(int)
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for case in ET.parse(junit).getroot().iter("testcase"):
        module = case.get("classname") or ""
        name = case.get("name") or ""
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        if bad is not None:
            outcome = "failed" if bad.tag == "failure" else "errors"
            counts[outcome] += 1
            operation = f"{module}::{name.split('[', 1)[0]}" if module else f"{name} (collection)"
            groups[operation].append((name, reason(bad)))
        elif case.find("skipped") is not None:
            counts["skipped"] += 1
        else:
            counts["passed"] += 1
    return dict(counts), dict(groups)


def suite_section(report: Report, python: Path) -> None:
    """Run the suites in the scratch venv and add the grouped failures to the report."""
    OUT.mkdir(parents=True, exist_ok=True)
    junit = OUT / "junit.xml"
    junit.unlink(missing_ok=True)
    log(f"running pytest on {' '.join(SUITES)} (several minutes)")
    cmd = [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "--continue-on-collection-errors"]
    cmd += [f"--junitxml={junit}", *SUITES]
    proc = run(cmd, timeout=3 * 3600)
    (OUT / "pytest.log").write_text(proc.stdout + proc.stderr)
    head = [f"pytest exit status {proc.returncode}; log: {OUT.relative_to(ROOT)}/pytest.log"]
    if not junit.is_file():
        report.add("failing differential cases", [*head, f"no junit report: {tail(proc)}"])
        return
    counts, groups = group_failures(junit)
    head.append(", ".join(f"{n} {k}" for k, n in sorted(counts.items())) or "no tests ran")
    lines = head
    for operation, cases in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"{operation}: {len(cases)} failing")
        lines += [f"    {cid}: {reason}" for cid, reason in cases[:EXAMPLES]]
    report.add(f"failing differential cases, by operation ({len(groups)} operations)", lines)


def setup_venv(report: Report, venv: Path, pins: dict[str, str], reuse: bool) -> Path | None:
    """Create the scratch venv and install lock, newest references and chatschema; None on failure."""
    lines: list[str] = []
    try:
        return _setup_venv(lines, venv, pins, reuse)
    finally:
        report.add("scratch venv", lines)


def _setup_venv(lines: list[str], venv: Path, pins: dict[str, str], reuse: bool) -> Path | None:
    python = venv / "bin" / "python"
    if not (reuse and python.exists()):
        log(f"creating {venv}")
        proc = run([sys.executable, "-m", "venv", "--clear", str(venv)])
        if proc.returncode != 0:
            lines.append(f"python -m venv failed: {tail(proc)}")
            return None
        log("installing requirements/lock.txt (hashed)")
        proc = run(
            [
                str(python),
                "-m",
                "pip",
                "install",
                "--quiet",
                "--require-hashes",
                "--no-deps",
                "-r",
                str(LOCK),
            ],
            timeout=3600,
        )
        if proc.returncode != 0:
            lines.append(f"installing the lock failed: {tail(proc)}")
            return None
    lines.append(f"{venv.relative_to(ROOT) if venv.is_relative_to(ROOT) else venv}: lock installed")
    keep: list[str] = []
    for package in PACKAGES:
        lines += install_newest(python, package, pins.get(package), keep)
    proc = run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "-e", "."]
    )
    if proc.returncode != 0:
        lines.append(f"installing chatschema (editable) failed: {tail(proc)}")
        return None
    check = run([str(python), "-m", "pip", "check"])
    lines.append("pip check: " + ("ok" if check.returncode == 0 else tail(check, 5)))
    return python


def build_report(venv: Path, reuse: bool, run_tests: bool) -> Report:
    """Every step, each adding its section; a failed step adds why and ends the run."""
    report = Report()
    try:
        pins = read_pins()
    except OSError as e:
        pins = {}
        report.add("pins", [f"cannot read {PINS.relative_to(ROOT)}: {e}"])
    python = setup_venv(report, venv, pins, reuse)
    pinned = probe(PINNED_PYTHON if PINNED_PYTHON.exists() else Path(sys.executable))
    latest = probe(python) if python is not None else {"versions": {}}
    lines = [f"{'package':<20} {'pinned (reference.in)':<22} {'.venv':<10} latest (scratch venv)"]
    for dist in (*PACKAGES, "langchain-protocol"):
        pin = pins.get(dist, "-")
        have = pinned.get("versions", {}).get(dist) or "-"
        new = latest.get("versions", {}).get(dist) or "-"
        mark = "   (moved)" if new not in ("-", pin) and dist in pins else ""
        lines.append(f"{dist:<20} {pin:<22} {have:<10} {new}{mark}")
    if any(pinned.get("versions", {}).get(d) not in (None, pins.get(d)) for d in PACKAGES if d in pins):
        lines.append("note: .venv does not hold the pins; run make venv")
    report.add("versions", lines)
    if python is None:
        report.add("stopped", ["the scratch venv could not be set up; nothing was compared or tested"])
        return report
    api_sections(report, pinned, latest)
    if run_tests:
        suite_section(report, python)
    return report


def main(argv: list[str] | None = None) -> int:
    """Build the report, print it and save it; always return 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", type=Path, default=DEFAULT_VENV, help="the scratch venv (recreated)")
    parser.add_argument("--reuse", action="store_true", help="keep the scratch venv's lock install")
    parser.add_argument("--no-tests", action="store_true", help="compare the APIs only, run no suite")
    args = parser.parse_args(argv)
    try:
        report = build_report(args.venv.resolve(), args.reuse, not args.no_tests)
    except Exception as e:  # the report never fails: say what broke instead
        report = Report()
        report.add("compat-latest crashed", [f"{type(e).__name__}: {e}"])
    text = report.text()
    print(text)
    try:
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / "report.txt").write_text(text)
    except OSError as e:
        log(f"could not save the report: {e}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
