// Run by tests/compat/langchainjs_oracle.py with node in tests/oracles: each stored message of each
// history (stdin) read by mapStoredMessagesToChatMessages, and its toDict(), or the error.
import { readFileSync } from "node:fs";
import { mapStoredMessagesToChatMessages } from "@langchain/core/messages";
const histories = JSON.parse(readFileSync(0, "utf8"));
const out = histories.map((history) => history.map((stored) => {
  try {
    const [message] = mapStoredMessagesToChatMessages([stored]);
    return { ok: JSON.parse(JSON.stringify(message.toDict())), cls: message.constructor.name };
  } catch (error) {
    return { error: String(error && error.message || error) };
  }
}));
process.stdout.write(JSON.stringify(out));
