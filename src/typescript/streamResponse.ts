// Web `Response`s that stream a model's answer to a chat front end: Python's ai_sdk_stream_response
// and ag_ui_response (chatschema.ui_streams), with the same headers and the same body bytes. A
// `Response` is what a route handler returns in Next.js, Hono, Deno, Bun, workers and Node 18+.

import { toAGUIEvents, type ToAGUIEventsOptions } from "./agUiEventsWriter.js";
import { toAISDKStream, type ToAISDKStreamOptions } from "./aiSdkStreamWriter.js";
import { toSSE } from "./sse.js";
import type { StreamSource } from "./streamReader.js";
import type { WrittenMessage } from "./streamWriter.js";

// Globals of every runtime with a fetch API, declared here as the package is built without DOM types.
declare const Headers: new (init?: ResponseHeaders) => {
  set(name: string, value: string): void;
  forEach(callback: (value: string, name: string) => void): void;
};
declare const ReadableStream: new (
  source: {
    pull(controller: { enqueue(bytes: Uint8Array): void; close(): void }): Promise<void>;
    cancel(): Promise<void>;
  },
  strategy: { highWaterMark: number },
) => unknown;
declare const Response: new (body: unknown, init: { status: number; statusText?: string; headers: unknown }) => WebResponse;
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/** The headers of a UI message stream response, as the AI SDK's own responses send them. */
const AI_SDK_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  connection: "keep-alive",
  "x-vercel-ai-ui-message-stream": "v1",
  "x-accel-buffering": "no",
};

/** The headers of an AG-UI event stream response. */
const AG_UI_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache", "x-accel-buffering": "no" };

/** What a response needs of a `Response` where the project has no DOM or Node types. */
export interface ResponseLike {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly body: unknown;
  text(): Promise<string>;
}

/** The runtime's `Response` (the DOM's or Node's type, where the project has either), else `ResponseLike`. */
export type WebResponse = typeof globalThis extends { Response: { prototype: infer R } } ? R : ResponseLike;

/** Headers as `new Headers(...)` takes them: an object, name-value pairs, or a `Headers`. */
export type ResponseHeaders =
  | Readonly<Record<string, string>>
  | Iterable<readonly [string, string]>
  | { forEach(callback: (value: string, name: string) => void): void };

/** The `Response` fields of `toAISDKResponse` and `toAGUIResponse` (a `ResponseInit`). */
export interface ResponseOptions {
  /** The HTTP status (200 by default). */
  readonly status?: number;
  readonly statusText?: string;
  /** More headers, or ones that replace the defaults (names in any case). */
  readonly headers?: ResponseHeaders;
}

/** Options of `toAISDKResponse`: those of `toAISDKStream`, and the response's. */
export interface ToAISDKResponseOptions extends ToAISDKStreamOptions, ResponseOptions {}

/** Options of `toAGUIResponse`: those of `toAGUIEvents`, and the response's. */
export interface ToAGUIResponseOptions extends ToAGUIEventsOptions, ResponseOptions {}

/** A response whose body is `frames` encoded as UTF-8, each read from the source only when the body is read. */
function streamed(
  frames: Generator<string, void, undefined> | AsyncGenerator<string, void, undefined>,
  defaults: Readonly<Record<string, string>>,
  options: ResponseOptions,
): WebResponse {
  const encoder = new TextEncoder();
  const body = new ReadableStream(
    {
      async pull(controller) {
        const next = await frames.next();
        if (next.done === true) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await frames.return(undefined); // the client went away: close the source too
      },
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers(defaults);
  if (options.headers !== undefined) new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  const init = { status: options.status ?? 200, headers };
  return new Response(body, options.statusText === undefined ? init : { ...init, statusText: options.statusText });
}

/**
 * A web `Response` streaming a model's answer as a Vercel AI SDK UI message stream, for a `useChat`
 * front end: Python's `ai_sdk_stream_response`, the same headers and body bytes. The body is
 * `toAISDKStream(chunks)` as server-sent events ending with `data: [DONE]`; the headers are those
 * the AI SDK's own responses send (`content-type: text/event-stream`,
 * `x-vercel-ai-ui-message-stream: v1`, no caching or proxy buffering), then `options.headers`.
 *
 * The body is pulled: each chunk is read from the source when the client reads the event before it,
 * and sent as it arrives. A failure of the source ends the stream with an `error` event (see
 * `toAISDKStream`); a client that goes away closes the source (its `return`).
 *
 * @param chunks AI message chunks and tool messages, from a sync or async iterable or a web
 *   ReadableStream.
 * @param options `messageId` and `onError` (as `toAISDKStream` takes them), and the response's
 *   `status`, `statusText` and `headers`.
 *
 * @example
 * export async function POST(): Promise<Response> {  // a Next.js route handler, useChat's endpoint
 *   return toAISDKResponse(model.stream(messages));
 * }
 */
export function toAISDKResponse(chunks: StreamSource<WrittenMessage>, options: ToAISDKResponseOptions = {}): WebResponse {
  return streamed(toSSE(toAISDKStream(chunks, options), { done: true }), AI_SDK_HEADERS, options);
}

/**
 * A web `Response` streaming a model's answer as AG-UI events, for an AG-UI client (`@ag-ui/client`'s
 * `HttpAgent`): Python's `ag_ui_response`, the same headers and body bytes. The body is
 * `toAGUIEvents(chunks, options)` as server-sent events, with `content-type: text/event-stream` and
 * no caching or proxy buffering, then `options.headers`.
 *
 * The body is pulled as `toAISDKResponse`'s is; a failure of the source ends the run with
 * `RUN_ERROR` (see `toAGUIEvents`).
 *
 * @param chunks AI message chunks and tool messages, from a sync or async iterable or a web
 *   ReadableStream.
 * @param options `threadId` and `runId` of the run (from the client's `RunAgentInput`) and
 *   `onError`, as `toAGUIEvents` takes them, and the response's `status`, `statusText` and `headers`.
 *
 * @example
 * export async function POST(request: Request): Promise<Response> {
 *   const { threadId, runId } = await request.json();
 *   return toAGUIResponse(model.stream(messages), { threadId, runId });
 * }
 */
export function toAGUIResponse(chunks: StreamSource<WrittenMessage>, options: ToAGUIResponseOptions): WebResponse {
  return streamed(toSSE(toAGUIEvents(chunks, options)), AG_UI_HEADERS, options);
}
