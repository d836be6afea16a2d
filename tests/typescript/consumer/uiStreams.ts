// A consumer of chatschema/ui-streams, type-checked strictly against the installed package and run
// (make ts-consumer): the subpath resolves, its types are usable, the readers work on parsed events.
import { ChunkAccumulator, type MessageChunk } from "chatschema";
import { fromAGUIEvents, fromAISDKStream, parseSSE, StreamError, type StreamMessage } from "chatschema/ui-streams";

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`ui-streams: ${what}`);
}

const wire = [
  'data: {"type":"start","messageId":"m1"}\n\ndata: {"type":"start-step"}\n\n',
  'data: {"type":"text-start","id":"t"}\n\ndata: {"type":"text-delta","id":"t","delta":"Hel"}\n\n',
  'data: {"type":"text-delta","id":"t","delta":"lo"}\n\ndata: {"type":"text-end","id":"t"}\n\n',
  'data: {"type":"finish-step"}\n\ndata: {"type":"finish"}\n\ndata: [DONE]\n\n',
];
const acc = new ChunkAccumulator();
for (const chunk of fromAISDKStream(parseSSE(wire))) {
  const message: StreamMessage = chunk;
  if (message.type === "AIMessageChunk") acc.add(message as MessageChunk);
}
check(JSON.stringify(acc.message().content) === '[{"type":"text","text":"Hello","index":0}]', "fromAISDKStream");

async function* body(): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode('data: {"type":"TEXT_MESSAGE_CHUNK","messageId":"m","delta":"Hi"}\n\n');
  yield new TextEncoder().encode('data: {"type":"RUN_ERROR","message":"overloaded"}\n\n');
}
const read: StreamMessage[] = [];
try {
  for await (const chunk of fromAGUIEvents(parseSSE(body()))) read.push(chunk);
  check(false, "RUN_ERROR throws");
} catch (error) {
  check(error instanceof StreamError && error.path === "$[1]", "StreamError at the event's path");
}
check(read.length === 1, "fromAGUIEvents over an async source keeps the chunks before the error");

// a fetch response's body, as a browser gives it (a web ReadableStream of bytes)
const response = new Response('data: {"type":"RUN_STARTED","threadId":"t","runId":"r"}\n\ndata: {"type":"RUN_FINISHED","threadId":"t","runId":"r"}\n\n');
if (response.body === null) throw new Error("no body");
const fromBody: StreamMessage[] = [];
for await (const chunk of fromAGUIEvents(parseSSE(response.body))) fromBody.push(chunk);
check(fromBody.length === 0, "a run with no step gives no chunk");

console.log("ui-streams ok");
