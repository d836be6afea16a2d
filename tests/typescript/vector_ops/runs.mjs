// Node side of the merge_message_runs vectors (tests/conformance/vectorgen/ops_runs.py).
import { mergeMessageRuns } from "../../../build/ts/src/typescript/merge.js";

export const OPERATIONS = {
  merge_message_runs: (input, options) =>
    mergeMessageRuns(input, options.chunk_separator === undefined ? {} : { chunkSeparator: options.chunk_separator }),
};
