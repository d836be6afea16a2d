// A message from langchainjs's fields, the one builder of both its forms (the stored form's `data`
// and the Serializable form's `kwargs`), shared by chatschema/langchainjs and chatschema/lc-json
// (a langchainjs class path in LangChain's Serializable form is read as langchainjs writes it).

import type { AnyMessage } from "../../generated/typescript/types.js";
import { pythonContent } from "./blockKeys.js";
import { constructedAI } from "./chunks.js";
import { contentBlocks } from "./contentBlocks.js";
import { fullForm } from "./dict.js";
import { ConversionError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { tagKind } from "./kinds.js";
import { pyEquals, pyTruthy } from "./pyRepr.js";

// Globals of every runtime (browsers, Node, edge), declared here as the package is built without DOM types.
declare const console: { warn(message: string): void };

/** Options of `messagesFromLangChainJS` and `messagesToLangChainJS`. */
export interface LangChainJSOptions {
  /** true (default): what the other side cannot hold throws a ConversionError; false: it is left
   * out and reported to `onLoss`. */
  strict?: boolean;
  /** With `strict: false`, called for each thing left out (default: `console.warn`). */
  onLoss?: (path: string, message: string) => void;
}

/** What a reader or writer does with what the other side cannot hold: throw, or report it. */
export type Lose = (path: string, message: string) => void;

/** The {@link Lose} of `options`. */
export function loser(options: LangChainJSOptions): Lose {
  if (options.strict ?? true) {
    return (path, message) => {
      throw new ConversionError(message, path);
    };
  }
  const report = options.onLoss ?? ((path: string, message: string) => console.warn(`${message} (at ${path})`));
  return (path, message) => report(path, `dropped: ${message}`);
}

/** Fields langchainjs may write as `null`, meaning "not given". */
const OPTIONAL = new Set(["id", "name"]);

/** The message of type `tag` from langchainjs's fields (checked against the schema): content in
 * LangChain Python's spelling, from `content_blocks` when there is no `content`; the fields
 * chatschema does not know kept after the others. */
export function build(tag: string, data: JsonObject, path: string, lose: Lose): AnyMessage {
  const fields: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || (value === null && OPTIONAL.has(key)) || key === "type") continue;
    fields[key] = value;
  }
  let blocks = fields["content_blocks"] as Json;
  delete fields["content_blocks"];
  if (Object.hasOwn(fields, "content")) {
    fields["content"] = pythonContent(fields["content"] as Json);
  } else if (blocks !== undefined) {
    fields["content"] = pythonContent(blocks);
    // LangChain Python's AI message built from content_blocks takes its tool calls from them
    if (tagKind(tag) === "ai" && !Object.hasOwn(fields, "tool_calls") && Array.isArray(blocks)) {
      fields["tool_calls"] = (fields["content"] as Json[]).filter((block) => isObject(block) && block["type"] === "tool_call");
    }
    blocks = undefined;
  } else {
    fields["content"] = []; // what langchainjs's constructor gives a message without content
  }
  const content = fields["content"];
  if (tag === "remove" && Array.isArray(content) && content.length === 0) delete fields["content"]; // what langchainjs writes for a remove message
  const message = withExtras(fullForm(fields, tag, path), fields);
  constructedAI(message, path); // the tool calls Python's constructor derives
  if (blocks !== undefined && !pyEquals(pythonContent(blocks), blocksOf(message))) {
    lose(`${path}.content_blocks`, "content_blocks that differ from the blocks of content");
  }
  return message;
}

/** `contentBlocks(message)`; `null` where LangChain's reading of the content fails (Python's
 * `KeyError`/`TypeError` are `TypeError`s here, its `ValueError` a `RangeError`): the content was
 * checked against the schema, yet a v0 block without the key its `source_type` names gives no
 * blocks, so written `content_blocks` differ from them, as in Python. */
function blocksOf(message: AnyMessage): Json {
  try {
    return contentBlocks(message) as Json;
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) return null;
    throw error;
  }
}

/** A message in the full form with the fields of `given` it does not declare after its own. */
export function withExtras(message: AnyMessage, given: JsonObject): AnyMessage {
  const out = message as unknown as JsonObject;
  for (const [key, value] of Object.entries(given)) if (!Object.hasOwn(out, key) && key !== "content_blocks") out[key] = value;
  return message;
}
