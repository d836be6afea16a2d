// Shared by the node tests: the UIMessage the AI SDK's own client builds from a UI message stream.

import { readUIMessageStream } from "../oracles/node_modules/ai/dist/index.mjs";

/** The last UIMessage the AI SDK's `readUIMessageStream` (useChat's reader) builds from `events`;
 * with `continued`, the assistant message the stream continues (the client's last message). */
export async function builtByTheClient(events, continued = undefined) {
  const stream = new ReadableStream({
    start(controller) {
      for (const event of events) controller.enqueue(event);
      controller.close();
    },
  });
  let message;
  for await (const state of readUIMessageStream({ message: continued && structuredClone(continued), stream, terminateOnError: true })) message = state;
  return message;
}
