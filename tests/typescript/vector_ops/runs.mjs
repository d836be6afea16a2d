// Node side of the merge_message_runs vectors (tests/conformance/vectorgen/ops_runs.py).
import { mergeMessageRuns } from "../../../build/ts/src/typescript/merge.js";

/** The output as JSON text reads back (NaN and infinities become null, as Python's encoder writes them). */
const asJson = (value) => JSON.parse(JSON.stringify(value));

export const OPERATIONS = {
  merge_message_runs: (input, options) =>
    asJson(mergeMessageRuns(input, options.chunk_separator === undefined ? {} : { chunkSeparator: options.chunk_separator })),
};
