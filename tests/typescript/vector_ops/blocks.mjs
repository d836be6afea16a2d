// Conformance operation content_blocks: contentBlocks.ts (tests/conformance/vectorgen/ops_content.py).
// A fresh block id (`lc_` and a uuid4) is written as "lc_<uuid4>", as the Python side writes it.
import { contentBlocks } from "../../../build/ts/src/typescript/contentBlocks.js";
import { PROVIDER_TRANSLATORS } from "../../../build/ts/src/typescript/translators.js";
import { checkedOne } from "./_messages.mjs";

const RANDOM_ID = /^lc_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function masked(value) {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === "id" && typeof v === "string" && RANDOM_ID.test(v) ? "lc_<uuid4>" : masked(v)]),
    );
  }
  return value;
}

/** Operations whose input is validated first, as Python decodes it (see _messages.mjs). */
export const VALIDATED_INPUT = ["content_blocks"];

export const OPERATIONS = {
  content_blocks: (input) => masked(contentBlocks(checkedOne(input), { translators: PROVIDER_TRANSLATORS })),
};
