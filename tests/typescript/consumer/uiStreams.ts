// A consumer of chatschema/ui-streams, type-checked strictly against the installed package and run
// (make ts-consumer): the subpath resolves, its types are usable, the readers work on parsed events.
import { parseSSE } from "chatschema/ui-streams";

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`ui-streams: ${what}`);
}

const events: unknown[] = [...parseSSE(['data: {"type": "start"}\n\ndata: [DO', "NE]\n\n"])];
check(events.length === 1, "parseSSE reads a sync source");

async function* body(): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode('data: {"type": "finish"}\n\n');
}
const read: unknown[] = [];
for await (const event of parseSSE(body())) read.push(event);
check(read.length === 1, "parseSSE reads an async source");

console.log("ui-streams ok");
