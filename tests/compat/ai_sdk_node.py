"""The Vercel AI SDK (``ai`` 6.0.326 with zod 4.6.7, pinned in tests/oracles/package-lock.json) as
the oracle: one node run per batch, its ``ai`` package resolved from tests/oracles/node_modules."""

from __future__ import annotations

from typing import Any

from tests.compat.js_oracles import run_oracle as run

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


_GENERATE = r"""
import * as ai from "ai";
import { readFileSync } from "node:fs";

// Values of modelMessageSchema drawn by walking the zod schema itself (its _zod.def tree): each
// object gets its required keys and, at random, its optional ones; a union one of its options.
// Only the JSON values the schema allows: a custom check (a Uint8Array, a URL object) is never drawn.
const { count, seed } = JSON.parse(readFileSync(0, "utf8"));
let state = seed >>> 0;
const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const pick = (items) => items[Math.floor(random() * items.length)];
const words = [
  "", "a", "Paris", "tool-x", "é ü", "iVBORw0KGgo=",
  "data:image/png;base64,iVBORw0KGgo=", "https://example.com/a.png",
];
const drawable = (schema) => schema._zod.def.type !== "custom";
function draw(schema, depth) {
  const def = schema._zod.def;
  switch (def.type) {
    case "object": {
      const out = {};
      for (const [key, value] of Object.entries(def.shape)) {
        if (value._zod.def.type === "optional" && random() < 0.5) continue;
        out[key] = draw(value, depth + 1);
      }
      return out;
    }
    case "union": return draw(pick(def.options.filter(drawable)), depth);
    case "optional": return draw(def.innerType, depth);
    case "lazy": return draw(def.getter(), depth);
    case "literal": return pick(def.values);
    case "string": return pick(words);
    case "number": return pick([0, 1, -2.5, 1e6]);
    case "boolean": return random() < 0.5;
    case "null": return null;
    case "unknown": return depth > 6 ? null : pick([null, 1, "x", { city: "Paris" }, [1, { a: true }]]);
    case "array": {
      const n = depth > 6 ? 0 : Math.floor(random() * 3);
      return Array.from({ length: n }, () => draw(def.element, depth + 1));
    }
    case "record": {
      const out = {};
      const n = depth > 6 ? 0 : Math.floor(random() * 3);
      const keys = ["openai", "anthropic", "chatschema", "k"];
      for (let i = 0; i < n; i++) out[pick(keys) + i] = draw(def.valueType, depth + 1);
      return out;
    }
    default: throw new Error(`no drawing for zod type ${def.type}`);
  }
}
const values = [];
while (values.length < count) {
  const value = draw(ai.modelMessageSchema, 0);
  const valid = ai.modelMessageSchema.safeParse(value).success;
  if (!valid) throw new Error(`drew an invalid value: ${JSON.stringify(value)}`);
  values.push(value);
}
process.stdout.write(JSON.stringify(values));
"""

_JUDGE = r"""
import * as ai from "ai";
import { readFileSync } from "node:fs";
const { model, ui } = JSON.parse(readFileSync(0, "utf8"));
const out = { model: model.map((m) => ai.modelMessageSchema.safeParse(m).success), ui: [] };
for (const m of ui) out.ui.push((await ai.safeValidateUIMessages({ messages: [m] })).success);
process.stdout.write(JSON.stringify(out));
"""


_TO_MODEL = r"""
import * as ai from "ai";
import { readFileSync } from "node:fs";
const lists = JSON.parse(readFileSync(0, "utf8"));
const out = [];
for (const messages of lists) out.push(await ai.convertToModelMessages(messages));
process.stdout.write(JSON.stringify(out));
"""


def model_messages(ui: list[list[Any]]) -> list[list[Any]]:
    """The SDK's own ``convertToModelMessages`` of each ``UIMessage`` list."""
    out: list[list[Any]] = run(_TO_MODEL, ui)
    return out


def drawn_model_messages(count: int, seed: int) -> list[Any]:
    """``count`` values drawn from the SDK's own ``modelMessageSchema`` (walking its zod tree)."""
    values: list[Any] = run(_GENERATE, {"count": count, "seed": seed})
    return values


def verdicts(model: list[Any], ui: list[Any]) -> tuple[list[bool], list[bool]]:
    """Whether ``modelMessageSchema`` accepts each of ``model``, and ``safeValidateUIMessages``
    each of ``ui`` (as a list of that one message)."""
    out = run(_JUDGE, {"model": model, "ui": ui})
    return out["model"], out["ui"]


def check(model: list[list[Any]], ui: list[list[Any]]) -> tuple[list[list[str]], list[dict[str, str]]]:
    """For each ``ModelMessage`` list: the faults ``modelMessageSchema`` finds, message by message
    (empty: every message parses, unchanged). For each ``UIMessage`` list: ``{}`` when
    ``safeValidateUIMessages`` accepts it unchanged and ``convertToModelMessages`` turns it into
    messages ``modelMessageSchema`` accepts; else ``{"valid": why}`` or ``{"converted": why}``."""
    out = run(_CHECK, {"model": model, "ui": ui})
    return out["model"], out["ui"]
