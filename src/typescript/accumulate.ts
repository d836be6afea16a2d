// The sum of a stream of chunks, built in time linear in the stream.

import { addChunks, isChunkValue, type MessageChunk } from "./chunks.js";
import type { JsonObject } from "./join.js";

/**
 * The sum of a stream of message chunks: `add` each chunk, then read `message()`, which equals
 * the left fold of `addChunks` over the same chunks (and every error `add` throws is the one
 * `addChunks` throws, the sum then unchanged). The arguments of streamed tool calls are parsed
 * when the sum's tool calls are read, not at every chunk, so a stream costs time in proportion to
 * its length.
 * Reading and adding may alternate; a message read is shared with the accumulator until the next
 * `add`, so change it only when no more chunks will be added.
 *
 * @example
 * const acc = new ChunkAccumulator();
 * for (const piece of ["Hel", "lo"]) acc.add({ type: "AIMessageChunk", content: piece, ... });
 * acc.message().content; // "Hello"
 */
export class ChunkAccumulator<T extends MessageChunk = MessageChunk> {
  #total: JsonObject | null = null;
  #count = 0;

  constructor(chunks: Iterable<MessageChunk> = []) {
    for (const chunk of chunks) this.add(chunk);
  }

  /** Add the next chunk. @throws as `addChunks` does; TypeError for a value that is not a chunk. */
  add(chunk: MessageChunk): void {
    if (!isChunkValue(chunk)) {
      throw new TypeError(`unsupported operand type(s) for +: "${String(this.#total?.["type"] ?? "ChunkAccumulator")}" and "${typeof chunk}"`);
    }
    if (this.#total === null) {
      this.#total = chunk as JsonObject;
    } else {
      this.#total = addChunks(this.#total as MessageChunk, chunk) as JsonObject;
    }
    this.#count += 1;
  }

  /** The number of chunks added. */
  get length(): number {
    return this.#count;
  }

  /** The sum so far. @throws RangeError before the first chunk. */
  message(): T {
    const total = this.#total;
    if (total === null) throw new RangeError("No chunk was added");
    return total as T;
  }
}
