// Reading server-sent events (the wire of both chat-UI streams) into the JSON values they carry, and
// writing JSON values as server-sent events (Python's chatschema.ui_streams.sse).
//
// The event-stream format of the HTML standard, as the two protocols use it: each event's `data`
// lines (joined by newlines) hold one JSON value; comments (`:`), `event`, `id` and `retry` fields
// carry nothing for them and are skipped, as is the AI SDK's closing `[DONE]`. Lines end in
// CRLF, LF or CR, which may fall on either side of a chunk boundary; a BOM at the start is dropped.

import { ValidationError } from "./errors.js";
import { readStream, type StreamReader, type StreamSource } from "./streamReader.js";

// A global of every runtime (browsers, Node, edge), declared here as the package is built without DOM types.
declare const TextDecoder: new (label: string, options: { fatal: boolean }) => {
  decode(bytes?: Uint8Array, options?: { stream: boolean }): string;
};

const DONE = "[DONE]";
/** No event (a value no JSON text gives). */
const NONE: unique symbol = Symbol("none");

class SSEReader implements StreamReader<string | Uint8Array, unknown> {
  #decoder: InstanceType<typeof TextDecoder> | null = null;
  /** The pieces of the line not yet ended (joined once it ends: linear however it is cut). */
  #line: string[] = [];
  /** The previous piece ended in CR: an LF starting the next one belongs to that line end. */
  #afterCR = false;
  #data: string[] | null = null;
  #started = false;
  /** Events dispatched, counting the skipped `[DONE]`: the path of the next is `$[events]`. */
  #events = 0;

  *push(piece: string | Uint8Array): Generator<unknown, void, undefined> {
    let text: string;
    if (typeof piece === "string") {
      text = piece;
    } else if (piece instanceof Uint8Array) {
      this.#decoder ??= new TextDecoder("utf-8", { fatal: true });
      text = this.#decode(piece, true);
    } else {
      throw new TypeError(`parseSSE reads strings or Uint8Arrays, got ${typeof piece}`);
    }
    yield* this.#feed(text);
  }

  *end(): Generator<unknown, void, undefined> {
    if (this.#decoder !== null) yield* this.#feed(this.#decode(undefined, false));
    if (this.#line.length > 0) {
      // the last line, ended by the end of the stream
      const event = this.#lineEnded();
      if (event !== NONE) yield event;
    }
    if (this.#data !== null) {
      throw new ValidationError("the stream ended in the middle of a server-sent event (no blank line after it)", `$[${this.#events}]`);
    }
  }

  #decode(bytes: Uint8Array | undefined, stream: boolean): string {
    try {
      return (this.#decoder as InstanceType<typeof TextDecoder>).decode(bytes, { stream });
    } catch {
      throw new ValidationError("the stream is not UTF-8 text", `$[${this.#events}]`);
    }
  }

  /** The events that end in `text`, each yielded as soon as its blank line is read. */
  *#feed(text: string): Generator<unknown, void, undefined> {
    let start = 0;
    if (!this.#started && text.length > 0) {
      this.#started = true;
      if (text.charCodeAt(0) === 0xfeff) start = 1;
    }
    if (this.#afterCR && text.length > 0) {
      this.#afterCR = false;
      if (text.charCodeAt(start) === 10) start += 1;
    }
    const length = text.length;
    for (let i = start; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code !== 10 && code !== 13) continue;
      this.#line.push(text.slice(start, i));
      const event = this.#lineEnded();
      if (event !== NONE) yield event;
      if (code === 13) {
        if (i + 1 === length) this.#afterCR = true;
        else if (text.charCodeAt(i + 1) === 10) i += 1;
      }
      start = i + 1;
    }
    if (start < length) this.#line.push(text.slice(start));
  }

  /** Read the line just ended: the event it completes, or NONE. */
  #lineEnded(): unknown {
    const line = this.#line.length === 1 ? (this.#line[0] as string) : this.#line.join("");
    this.#line = [];
    if (line === "") {
      const data = this.#data;
      this.#data = null;
      return data === null ? NONE : this.#dispatch(data.length === 1 ? (data[0] as string) : data.join("\n"));
    }
    if (line.charCodeAt(0) === 58) return NONE; // ":" a comment
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    if (field !== "data") return NONE;
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    (this.#data ??= []).push(value);
    return NONE;
  }

  #dispatch(data: string): unknown {
    const path = `$[${this.#events}]`;
    this.#events += 1;
    if (data === DONE) return NONE;
    try {
      return JSON.parse(data);
    } catch (error) {
      throw new ValidationError(`the data of a server-sent event is not JSON: ${(error as Error).message}`, path);
    }
  }
}

/**
 * The JSON values a server-sent event stream carries, one per event, as they arrive: give the result
 * to `fromAISDKStream` or `fromAGUIEvents`. The source is the stream's text or bytes in pieces cut
 * anywhere (a `fetch` response's `body`, an async iterable, or a sync iterable such as an array).
 *
 * @returns a generator for a sync iterable, an async generator otherwise.
 * @throws ValidationError with the path `$[n]` of the n-th event (from 0): an event whose data is not
 *   JSON, bytes that are not UTF-8, or a stream cut inside an event (one whose data has no blank line
 *   after it), after the events before it. (Python's `parse_sse` raises its DecodeError, a
 *   ValidationError, for data that is not JSON.)
 *
 * @example
 * for (const event of parseSSE(['data: {"type": "start"}\n\nda', 'ta: {"type": "finish"}\n\n'])) {
 *   console.log(event.type); // start, then finish
 * }
 */
export function parseSSE(source: Iterable<string | Uint8Array>): Generator<unknown, void, undefined>;
export function parseSSE(source: StreamSource<string | Uint8Array>): AsyncGenerator<unknown, void, undefined>;
export function parseSSE(source: StreamSource<string | Uint8Array>): Generator<unknown, void, undefined> | AsyncGenerator<unknown, void, undefined> {
  return readStream(source, new SSEReader());
}

/** Each value as one server-sent event, `data: <JSON>` and a blank line; `[DONE]` at the end with `done`. */
class SSEWriter implements StreamReader<unknown, string> {
  constructor(readonly done: boolean) {}

  push(event: unknown): string[] {
    return [`data: ${JSON.stringify(event)}\n\n`];
  }

  end(): string[] {
    return this.done ? [`data: ${DONE}\n\n`] : [];
  }
}

/** Options of `toSSE`. */
export interface ToSSEOptions {
  /** End with `data: [DONE]`, as an AI SDK UI message stream ends (AG-UI streams do not). */
  readonly done?: boolean;
}

/**
 * Server-sent events of JSON values (the events of `toAISDKStream` or `toAGUIEvents`), as they
 * arrive: each one as `data: <JSON>` and a blank line, a string per event (Python's `sse` gives the
 * same text as bytes: pipe a web stream of them through a `TextEncoderStream` for a `Response`).
 *
 * @returns a generator for a sync iterable, an async generator otherwise.
 * @throws TypeError for a value JSON cannot hold (a BigInt), when it is reached.
 *
 * @example
 * [...toSSE([{ type: "start" }, { type: "finish" }], { done: true })];
 * // ['data: {"type":"start"}\n\n', 'data: {"type":"finish"}\n\n', "data: [DONE]\n\n"]
 */
export function toSSE(events: Iterable<unknown>, options?: ToSSEOptions): Generator<string, void, undefined>;
export function toSSE(events: StreamSource<unknown>, options?: ToSSEOptions): AsyncGenerator<string, void, undefined>;
export function toSSE(events: StreamSource<unknown>, options: ToSSEOptions = {}): Generator<string, void, undefined> | AsyncGenerator<string, void, undefined> {
  return readStream(events, new SSEWriter(options.done ?? false));
}
