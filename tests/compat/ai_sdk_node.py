"""The Vercel AI SDK (``ai`` 6.0.326 with zod 4.6.7, pinned in tests/oracles/package-lock.json) as
the oracle: one node run per batch, its ``ai`` package resolved from tests/oracles/node_modules."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

ORACLES = Path(__file__).resolve().parents[1] / "oracles"

_CHECK = r"""
import * as ai from "ai";
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";

const { model, ui } = JSON.parse(readFileSync(0, "utf8"));
const issue = (error) => {
  const first = error?.issues?.[0] ?? error?.cause?.issues?.[0];
  return first ? `${first.path.join(".")}: ${first.message}` : String(error?.message ?? error).slice(0, 300);
};
const checkModel = (messages) => {
  const faults = [];
  messages.forEach((message, i) => {
    const parsed = ai.modelMessageSchema.safeParse(message);
    if (!parsed.success) faults.push(`[${i}] ${issue(parsed.error)}`);
    else if (!isDeepStrictEqual(parsed.data, message)) faults.push(`[${i}] the schema changed a key`);
  });
  return faults;
};
const out = { model: model.map(checkModel), ui: [] };
for (const messages of ui) {
  const valid = await ai.safeValidateUIMessages({ messages });
  if (!valid.success) { out.ui.push({ valid: issue(valid.error) }); continue; }
  const same = isDeepStrictEqual(valid.data, messages);
  if (!same) { out.ui.push({ valid: "the schema changed a key" }); continue; }
  try {
    const converted = await ai.convertToModelMessages(messages);
    const faults = checkModel(converted);
    out.ui.push(faults.length ? { converted: faults.join("; ") } : {});
  } catch (error) {
    out.ui.push({ converted: issue(error) });
  }
}
process.stdout.write(JSON.stringify(out));
"""


def run(script: str, payload: Any) -> Any:
    """Run the ES module ``script`` with node in tests/oracles (so ``import "ai"`` finds the pinned
    package), ``payload`` as JSON on stdin; what it prints, read as JSON."""
    node = shutil.which("node") or "node"
    result = subprocess.run(
        [node, "--input-type=module", "-e", script],
        input=json.dumps(payload),
        cwd=ORACLES,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(result.stdout)


def check(model: list[list[Any]], ui: list[list[Any]]) -> tuple[list[list[str]], list[dict[str, str]]]:
    """For each ``ModelMessage`` list: the faults ``modelMessageSchema`` finds, message by message
    (empty: every message parses, unchanged). For each ``UIMessage`` list: ``{}`` when
    ``safeValidateUIMessages`` accepts it unchanged and ``convertToModelMessages`` turns it into
    messages ``modelMessageSchema`` accepts; else ``{"valid": why}`` or ``{"converted": why}``."""
    out = run(_CHECK, {"model": model, "ui": ui})
    return out["model"], out["ui"]
