// Node side of the chunk vectors (tests/conformance/vectorgen/ops_chunks.py).
import { ChunkAccumulator } from "../../../build/ts/src/typescript/accumulate.js";
import { addChunks, messageChunkToMessage } from "../../../build/ts/src/typescript/chunks.js";

/** Python's ValueError is a RangeError in TypeScript. */
function pythonErrors(fn) {
  return (input, options) => {
    try {
      return fn(input, options);
    } catch (error) {
      if (error instanceof RangeError) {
        const renamed = new Error(error.message);
        renamed.name = "ValueError";
        throw renamed;
      }
      throw error;
    }
  };
}

export const OPERATIONS = {
  add_chunks: pythonErrors((input) => addChunks(input.left, input.right)),
  chunk_accumulator: pythonErrors((input, options) => {
    const acc = new ChunkAccumulator();
    const reads = [];
    for (const chunk of input) {
      acc.add(chunk);
      if (options.read_every_step) reads.push(acc.message());
    }
    return options.read_every_step ? reads : acc.message();
  }),
  message_chunk_to_message: pythonErrors((input) => messageChunkToMessage(input)),
};
