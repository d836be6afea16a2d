// A front end of the Vercel AI SDK (ai 6.0.326, tests/oracles), reading a UI message stream the way
// `useChat`'s DefaultChatTransport does: POST, then the SDK's own `parseJsonEventStream` with its
// `uiMessageChunkSchema` (a chunk the schema refuses fails the stream), then `readUIMessageStream`,
// which builds the UIMessage.
//
//   node ai_sdk_client.mjs <url>
//
// Prints JSON lines to stdout as they happen: {"response": {status, headers}} first, {"event": chunk}
// for each chunk as the parser hands it on (the test reads these while the server is still
// streaming), then {"message": <the last UIMessage>, "transcript": <the raw body>}.

import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema } from "../oracles/node_modules/ai/dist/index.mjs";

const emit = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

const response = await fetch(process.argv[2], {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ id: "chat-1", messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "Weather in Paris and Oslo?" }] }] }),
});
emit({ response: { status: response.status, headers: Object.fromEntries(response.headers) } });
if (!response.ok || response.body === null) throw new Error(`HTTP ${response.status}`);

const [body, copy] = response.body.tee();
const transcript = new Response(copy).text();
const chunks = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).pipeThrough(
  new TransformStream({
    transform(result, controller) {
      if (!result.success) throw result.error;
      emit({ event: result.value });
      controller.enqueue(result.value);
    },
  }),
);
let message = null;
const errors = [];
for await (const snapshot of readUIMessageStream({ stream: chunks, onError: (e) => errors.push(String(e)) })) message = snapshot;
emit({ message, errors, transcript: await transcript });
