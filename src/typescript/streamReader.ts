// The one driver of the stream readers (parseSSE, fromAISDKStream, fromAGUIEvents) and writers
// (toAISDKStream, toAGUIEvents): a reader is a state machine fed one item at a time; this runs it
// over a sync iterable (giving a generator) or an async iterable or web ReadableStream (giving an
// async generator), yielding each output as soon as its input arrived. Nothing is buffered beyond
// what the reader itself holds.

/** A state machine that turns the items of a stream into outputs. */
export interface StreamReader<I, O> {
  /** The outputs of the next item (`index` counts the items from 0). @throws on a bad item. */
  push(item: I, index: number): Iterable<O>;
  /** The outputs once the stream has ended after `count` items. @throws on a stream cut short. */
  end(count: number): Iterable<O>;
  /** A writer's last outputs when the source or `push` threw `error` (its protocol's error event):
   * with it, the stream ends there instead of throwing. */
  fail?(error: unknown): Iterable<O>;
}

/** A web ReadableStream, as `fetch` gives `response.body` (not every runtime makes it async iterable). */
export interface ReadableLike<T> {
  getReader(): { read(): Promise<{ done: boolean; value?: T | undefined }>; releaseLock(): void };
}

/** Any source of a stream's items. */
export type StreamSource<T> = Iterable<T> | AsyncIterable<T> | ReadableLike<T>;

function isAsync<T>(source: StreamSource<T>): source is AsyncIterable<T> | ReadableLike<T> {
  return typeof source === "object" && source !== null && (Symbol.asyncIterator in source || "getReader" in source);
}

function* readSync<I, O>(source: Iterable<I>, reader: StreamReader<I, O>): Generator<O, void, undefined> {
  let count = 0;
  try {
    for (const item of source) yield* reader.push(item, count++);
  } catch (error) {
    if (reader.fail === undefined) throw error;
    yield* reader.fail(error);
    return;
  }
  yield* reader.end(count);
}

async function* items<T>(source: AsyncIterable<T> | ReadableLike<T>): AsyncGenerator<T, void, undefined> {
  if (Symbol.asyncIterator in source) {
    yield* source as AsyncIterable<T>;
    return;
  }
  const stream = (source as ReadableLike<T>).getReader();
  try {
    for (;;) {
      const next = await stream.read();
      if (next.done) return;
      yield next.value as T;
    }
  } finally {
    stream.releaseLock();
  }
}

async function* readAsync<I, O>(source: AsyncIterable<I> | ReadableLike<I>, reader: StreamReader<I, O>): AsyncGenerator<O, void, undefined> {
  let count = 0;
  try {
    for await (const item of items(source)) yield* reader.push(item, count++);
  } catch (error) {
    if (reader.fail === undefined) throw error;
    yield* reader.fail(error);
    return;
  }
  yield* reader.end(count);
}

/** Run `reader` over `source`: a generator for a sync iterable, an async generator otherwise. */
export function readStream<I, O>(source: StreamSource<I>, reader: StreamReader<I, O>): Generator<O, void, undefined> | AsyncGenerator<O, void, undefined> {
  return isAsync(source) ? readAsync(source, reader) : readSync(source, reader);
}
