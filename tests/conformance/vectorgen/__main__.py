"""``python -m tests.conformance.vectorgen``: write tests/conformance/vectors/*.json (``make conformance``).

``--check`` writes nothing and fails when a committed file differs from a fresh generation.
"""

from __future__ import annotations

import argparse
import sys

from tests.conformance.vectorgen import generate, stale, write


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.conformance.vectorgen", description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if a committed vector file is stale")
    args = parser.parse_args()
    files = generate()
    if args.check:
        bad = stale(files)
        if bad:
            print(f"stale conformance vectors (run make conformance): {', '.join(bad)}", file=sys.stderr)
            return 1
        print(f"conformance vectors up to date ({len(files)} operations)")
        return 0
    for operation, count in write(files):
        print(f"{operation:32} {count:6} vectors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
