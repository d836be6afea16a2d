"""Print the entries of requirements/lock.txt, hashes included, for the package's run-time dependencies.

``make demo`` installs only these (``pip install --require-hashes -r``), so a fresh clone's demo does not wait
for the whole test and bench lock. The names come from ``[project] dependencies`` in pyproject.toml, so the
list has one source; a dependency missing from the lock is an error.

Usage: ``python requirements/from_lock.py [LOCK] [PYPROJECT]``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def runtime_names(pyproject: str) -> list[str]:
    """The normalised names in ``[project] dependencies`` (read with a regex: tomllib is 3.11+)."""
    match = re.search(r"^dependencies\s*=\s*\[(.*?)\]", pyproject, re.MULTILINE | re.DOTALL)
    if match is None:
        raise SystemExit("pyproject.toml: no [project] dependencies list")
    specs = re.findall(r"\"([^\"]+)\"", match.group(1))
    return [normalise(re.split(r"[<>=!~;\[ ]", spec, maxsplit=1)[0]) for spec in specs]


def normalise(name: str) -> str:
    """A distribution name as the lock writes it (PEP 503, lower case, runs of ``-_.`` as ``-``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def entries(lock: str, names: list[str]) -> str:
    """The lock's entry for each name: the ``name==version`` line and its ``--hash`` lines."""
    blocks: dict[str, str] = {}
    for block in re.findall(r"^[A-Za-z0-9].*?(?=^[A-Za-z0-9]|\Z)", lock, re.MULTILINE | re.DOTALL):
        head = block.split("==", 1)[0]
        kept = [line for line in block.splitlines() if not line.lstrip().startswith("#")]
        blocks[normalise(head)] = "\n".join(kept).rstrip(" \\\n") + "\n"
    missing = [name for name in names if name not in blocks]
    if missing:
        raise SystemExit(f"requirements/lock.txt has no entry for {', '.join(missing)}; run make lock")
    return "".join(blocks[name] for name in names)


def main() -> None:
    lock = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "requirements" / "lock.txt"
    pyproject = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "pyproject.toml"
    sys.stdout.write(entries(lock.read_text(), runtime_names(pyproject.read_text())))


if __name__ == "__main__":
    main()
