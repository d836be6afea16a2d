// An AG-UI front end (@ag-ui/client 1.0.0, tests/oracles): its HttpAgent POSTs the run input, parses
// the server-sent events, checks their order (verifyEvents) and applies them to its messages. Each
// event is also checked against @ag-ui/core's own event schema.
//
//   node ag_ui_client.mjs <url>
//
// Prints JSON lines to stdout as they happen: {"event": event} for each event as the agent sees it
// (the test reads these while the server is still streaming), then {"messages": agent.messages,
// "error": null, or the text of the error that failed the run}.

import { HttpAgent } from "../oracles/node_modules/@ag-ui/client/dist/index.mjs";
import { EventSchemas } from "../oracles/node_modules/@ag-ui/core/dist/schemas.mjs";

const emit = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

const agent = new HttpAgent({
  url: process.argv[2],
  threadId: "thread-1",
  initialMessages: [{ id: "u1", role: "user", content: "Weather in Paris and Oslo?" }],
});
agent.subscribe({
  onEvent({ event }) {
    EventSchemas.parse(event);
    emit({ event });
  },
});
let error = null;
try {
  await agent.runAgent({ runId: "run-1" });
} catch (e) {
  error = String(e); // the run failed in the client (a RUN_ERROR event only ends the run)
}
emit({ messages: agent.messages, error });
