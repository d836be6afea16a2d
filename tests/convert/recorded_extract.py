"""Build the recorded-traffic corpus that ``tests/convert/test_recorded.py`` reads (run by hand).

Reads the VCR cassettes (YAML) of local git snapshots of public repositories and writes, for each of
the four APIs, one JSON line per recorded call: ``{"source", "request", "response"}``, where
``source`` is ``owner/name@commit:path#interaction``, ``request`` the request body and ``response``
the JSON response body (``null`` for a streamed or non-JSON answer), gzipped as
``<api>.jsonl.gz``. Only the bodies are kept: headers, URLs and query strings are dropped.
Identical requests are kept once.

Usage::

    python -m tests.convert.recorded_extract OUT_DIR GIT_DIR [GIT_DIR ...]

``GIT_DIR`` is a bare git directory whose name is ``.../owner+name/repo`` (the layout of the
snapshots this was built from); its ``HEAD`` is read.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import subprocess
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

APIS = ("anthropic", "openai-chat", "openai-responses", "gemini")


def api_of(uri: str) -> str | None:
    """Which of the four APIs a recorded URL calls (``None`` for any other)."""
    path = uri.split("?", 1)[0]
    if "api.anthropic.com" in uri and path.endswith("/v1/messages"):
        return "anthropic"
    if ("api.openai.com" in uri or ".openai.azure.com" in uri) and path.endswith("/chat/completions"):
        return "openai-chat"
    if ("api.openai.com" in uri or ".openai.azure.com" in uri) and path.endswith("/responses"):
        return "openai-responses"
    if "googleapis.com" in uri and path.endswith((":generateContent", ":streamGenerateContent")):
        return "gemini"
    return None


def _text(raw: Any) -> Any:
    """A recorded body as JSON (a dict) when it is one, else ``None``."""
    if isinstance(raw, dict) and "string" in raw and len(raw) <= 2:  # vcrpy's response body
        raw = raw["string"]
    if isinstance(raw, dict | list):
        return raw
    if isinstance(raw, bytes):
        for decode in (gzip.decompress, lambda b: zlib.decompress(b, 15 + 32), lambda b: b):
            try:
                raw = decode(raw).decode()
                break
            except (OSError, zlib.error, UnicodeDecodeError, EOFError):
                continue
        else:
            return None
    if not isinstance(raw, str):
        return None
    try:
        value = json.loads(raw)
    except ValueError:
        try:
            value = json.loads(base64.b64decode(raw, validate=True))
        except ValueError:
            return None
    return value if isinstance(value, dict) else None


def _body(side: dict[str, Any]) -> Any:
    if "parsed_body" in side:
        return side["parsed_body"] if isinstance(side["parsed_body"], dict) else None
    return _text(side.get("body"))


def interactions(document: Any) -> Iterator[tuple[int, str, Any, Any]]:
    """(index, uri, request body, response body) of each recorded interaction of one cassette."""
    if not isinstance(document, dict):
        return
    for i, interaction in enumerate(document.get("interactions") or []):
        request, response = interaction.get("request") or {}, interaction.get("response") or {}
        yield i, str(request.get("uri", "")), _body(request), _body(response)


def _git(git_dir: Path, *args: str) -> bytes:
    return subprocess.run(["git", f"--git-dir={git_dir}", *args], check=True, capture_output=True).stdout


def _blobs(git_dir: Path, names: list[str]) -> Iterator[tuple[str, bytes]]:
    """(name, content) of each file of ``HEAD`` that the snapshot holds (large files are absent)."""
    spec = "".join(f"HEAD:{name}\n" for name in names).encode()
    out = subprocess.run(
        ["git", f"--git-dir={git_dir}", "cat-file", "--batch"], input=spec, check=True, capture_output=True
    ).stdout
    at = 0
    for name in names:
        end = out.index(b"\n", at)
        header = out[at:end].split()
        at = end + 1
        if len(header) != 3:  # "<spec> missing"
            continue
        size = int(header[2])
        yield name, out[at : at + size]
        at += size + 1


def licence(git_dir: Path) -> str:
    """The licence a snapshot's ``LICENSE`` file names, from its first words."""
    try:
        text = _git(git_dir, "show", "HEAD:LICENSE").decode(errors="replace")
    except subprocess.CalledProcessError:
        return "unknown"
    if "Apache License" in text:
        return "Apache-2.0"
    if "MIT License" in text or "Permission is hereby granted, free of charge" in text:
        return "MIT"
    return "see its LICENSE"


def main(out: Path, git_dirs: list[Path]) -> None:
    """Write ``out/<api>.jsonl.gz`` from the cassettes of every snapshot, and ``out/SOURCES.md``."""
    seen: set[str] = set()
    rows: dict[str, list[str]] = {api: [] for api in APIS}
    sources = ["| repository | commit | licence | " + " | ".join(APIS) + " |", "|---" * 7 + "|"]
    for git_dir in git_dirs:
        repo = git_dir.parent.name.replace("+", "/", 1)
        commit = _git(git_dir, "rev-parse", "HEAD").decode().strip()
        before = {api: len(lines) for api, lines in rows.items()}
        names = _git(git_dir, "ls-tree", "-r", "--name-only", "HEAD").decode().splitlines()
        cassettes = sorted(n for n in names if "cassettes/" in n and n.endswith((".yaml", ".yml")))
        for name, content in _blobs(git_dir, cassettes):
            try:
                document = yaml.load(content, Loader=yaml.CSafeLoader)
            except yaml.YAMLError:
                continue
            for i, uri, request, response in interactions(document):
                api = api_of(uri)
                if api is None or request is None:
                    continue
                key = hashlib.sha256(json.dumps([api, request], sort_keys=True).encode()).hexdigest()
                if key in seen:
                    continue
                seen.add(key)
                row = {"source": f"{repo}@{commit}:{name}#{i}", "request": request, "response": response}
                rows[api].append(json.dumps(row, sort_keys=True, separators=(",", ":")))
        counts = " | ".join(str(len(rows[api]) - before[api]) for api in APIS)
        sources.append(f"| {repo} | `{commit}` | {licence(git_dir)} | {counts} |")
    out.mkdir(parents=True, exist_ok=True)
    (out / "SOURCES.md").write_text(
        "# Where the recorded bodies come from\n\nThe VCR cassettes (`cassettes/*.yaml`) of these "
        "repositories, at these commits: the request and response bodies of the calls to the four APIs "
        "(requests per API below), nothing else. Each line's `source` gives the cassette file.\n\n"
        + "\n".join(sources)
        + "\n"
    )
    for api, lines in rows.items():
        text = "".join(line + "\n" for line in lines).encode()
        (out / f"{api}.jsonl.gz").write_bytes(gzip.compress(text, mtime=0))
        answered = sum('"response":null' not in line for line in lines)
        print(f"{api}: {len(lines)} requests, {answered} responses")


if __name__ == "__main__":
    main(Path(sys.argv[1]), [Path(arg) for arg in sys.argv[2:]])
