"""Write the bench's workloads (bench/workload.py, seed 0) as JSON for the Node bench (bench/ts/bench.mjs).

For each family (a)-(e): its history at the headline size (1,000 messages; (e): 16) in chatschema's
flat JSON form (``chatschema.encode``), and its two 2,000-chunk streams (string content; Anthropic-style
list content) as AI message chunks in the same form.

Usage: python bench/ts/export.py OUT_DIR
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import workload  # noqa: E402

import chatschema  # noqa: E402

CHUNKS = 2000


def _chunks(specs: list[dict]) -> list:
    return json.loads(chatschema.encode([chatschema.AIMessageChunk(**spec) for spec in specs]))


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    families = []
    for family in workload.FAMILIES:
        history = chatschema.messages_from_dict(family.serialized(family.headline))
        families.append(
            {
                "key": family.key,
                "label": family.label,
                "history": json.loads(chatschema.encode(history)),
                "stream": _chunks(family.chunk_stream(CHUNKS)),
                "list_stream": _chunks(family.anthropic_stream(CHUNKS)),
            }
        )
    (out / "workloads.json").write_text(json.dumps({"families": families}))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
