// A consumer of chatschema/ui-streams-writer, type-checked strictly against the installed package and
// run (make ts-consumer): the subpath resolves, its types are usable, the writers write what the
// readers of chatschema/ui-streams read back.
import type { AGUIEvent, AIMessageChunk, AISDKUIMessageChunk } from "chatschema";
import { fromAGUIEvents, fromAISDKStream } from "chatschema/ui-streams";
import {
  toAGUIEvents,
  toAGUIResponse,
  toAISDKResponse,
  toAISDKStream,
  toSSE,
  type ToAISDKResponseOptions,
  type WrittenMessage,
} from "chatschema/ui-streams-writer";

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`ui-streams-writer: ${what}`);
}

const first: AIMessageChunk = { type: "AIMessageChunk", content: "Hel", id: "m1" };
const answer: WrittenMessage[] = [first, { type: "AIMessageChunk", content: "lo", chunk_position: "last" }];
const events: AISDKUIMessageChunk[] = [...toAISDKStream(answer)];
check(events.map((e) => e.type).join() === "start,start-step,text-start,text-delta,text-delta,text-end,finish-step,finish", "toAISDKStream");
const wire: string[] = [...toSSE(events, { done: true })];
check(wire.at(-1) === "data: [DONE]\n\n", "toSSE");
check([...fromAISDKStream(events)].length === 3, "read back");

// continuing the client's last assistant message (as the AI SDK's originalMessages)
const sent: unknown[] = [{ id: "m1", role: "assistant", parts: [{ type: "step-start" }, { type: "text", text: "Hm." }] }];
const continued: AISDKUIMessageChunk[] = [...toAISDKStream(answer, { originalMessages: sent })];
check(JSON.stringify(continued[0]) === '{"type":"start","messageId":"m1"}' && JSON.stringify(continued[2]) === '{"type":"text-start","id":"2-1"}', "originalMessages");

const run: AGUIEvent[] = [...toAGUIEvents(answer, { threadId: "t1", runId: "r1" })];
check(run[0]?.type === "RUN_STARTED" && run.at(-1)?.type === "RUN_FINISHED", "toAGUIEvents");
check([...fromAGUIEvents(run)].length === 4, "AG-UI read back");

async function* failing(): AsyncGenerator<WrittenMessage> {
  yield first;
  throw new Error("overloaded");
}
const written: AISDKUIMessageChunk[] = [];
for await (const event of toAISDKStream(failing(), { messageId: "chat-1", onError: () => "Sorry." })) written.push(event);
check(JSON.stringify(written.slice(-2)) === '[{"type":"error","errorText":"Sorry."},{"type":"finish","finishReason":"error"}]', "a failing source");

// the web Responses: typed as the project's own Response (DOM's here), what a route handler returns
async function POST(): Promise<Response> {
  const options: ToAISDKResponseOptions = { messageId: "chat-1", status: 201, headers: { "x-request-id": "r-1" } };
  return toAISDKResponse(failing(), options);
}
const response = await POST();
check(response.status === 201 && response.headers.get("x-vercel-ai-ui-message-stream") === "v1", "toAISDKResponse headers");
check(response.headers.get("x-request-id") === "r-1", "toAISDKResponse extra header");
check((await response.text()).endsWith('data: {"type":"finish","finishReason":"error"}\n\ndata: [DONE]\n\n'), "toAISDKResponse body");
const agent: Response = toAGUIResponse(answer, { threadId: "t1", runId: "r1", headers: new Headers({ "x-trace": "1" }) });
check(agent.headers.get("x-trace") === "1", "toAGUIResponse takes a Headers");
check(agent.headers.get("content-type") === "text/event-stream", "toAGUIResponse headers");
check((await agent.text()).startsWith('data: {"type":"RUN_STARTED","threadId":"t1","runId":"r1"}\n\n'), "toAGUIResponse body");

console.log("ui-streams-writer ok");
