// Node side of the chunk vectors (tests/conformance/vectorgen/ops_chunks.py).
import { ChunkAccumulator } from "../../../build/ts/src/typescript/accumulate.js";
import { addChunks, messageChunkToMessage } from "../../../build/ts/src/typescript/chunks.js";
import { parseToolCallArgs } from "../../../build/ts/src/typescript/partialJson.js";

/** The output as JSON text reads back (NaN and infinities become null, as Python's encoder writes them). */
const asJson = (value) => JSON.parse(JSON.stringify(value));

export const OPERATIONS = {
  parse_tool_call_args: (input) => asJson(parseToolCallArgs(input)),
  add_chunks: (input) => asJson(addChunks(input.left, input.right)),
  chunk_accumulator: (input, options) => {
    const acc = new ChunkAccumulator();
    const reads = [];
    for (const chunk of input) {
      acc.add(chunk);
      if (options.read_every_step) reads.push(acc.message());
    }
    return asJson(options.read_every_step ? reads : acc.message());
  },
  message_chunk_to_message: (input) => asJson(messageChunkToMessage(input)),
};
