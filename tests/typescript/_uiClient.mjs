// Shared by the node tests: the UIMessage the AI SDK's own client builds from a UI message stream.

import { readUIMessageStream } from "../oracles/node_modules/ai/dist/index.mjs";

/** The last UIMessage the AI SDK's `readUIMessageStream` (useChat's reader) builds from `events`. */
export async function builtByTheClient(events) {
  const stream = new ReadableStream({
    start(controller) {
      for (const event of events) controller.enqueue(event);
      controller.close();
    },
  });
  let message;
  for await (const state of readUIMessageStream({ stream, terminateOnError: true })) message = state;
  return message;
}
