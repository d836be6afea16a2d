// langchainjs's own message types against chatschema/langchainjs's (type-checked by `make ts-test`,
// tsc --strict -p tests/typescript; never run): a user passes what langchainjs gives, without casts.

import type { BaseMessage, StoredMessage } from "../oracles/node_modules/@langchain/core/dist/messages/index.js";
import type { AnyMessage } from "../../generated/typescript/types.js";
import {
  type LangChainJSSerializedMessage,
  type LangChainJSStoredMessage,
  messagesFromLangChainJS,
  messagesToLangChainJS,
  type StoredMessageLike,
} from "../../src/typescript/langchainjs.js";

declare const stored: StoredMessage[];
declare const messages: BaseMessage[];

// langchainjs's StoredMessage (mapChatMessagesToStoredMessages, toDict()) is a stored message to us
const one: StoredMessageLike = stored[0] as StoredMessage;
const read: AnyMessage[] = messagesFromLangChainJS(stored);
// its messages themselves (JSON.stringify gives the Serializable form) and toDict()
const fromDicts: AnyMessage[] = messagesFromLangChainJS(messages.map((m) => m.toDict()));
const serialized: LangChainJSSerializedMessage[] = JSON.parse(JSON.stringify(messages)) as LangChainJSSerializedMessage[];
const fromJson: AnyMessage[] = messagesFromLangChainJS(serialized, { strict: false, onLoss: (path, why) => void [path, why] });
const written: LangChainJSStoredMessage[] = messagesToLangChainJS(read, { strict: true });
void [one, fromDicts, fromJson, written];
// langchainjs's messages themselves
const fromMessages: AnyMessage[] = messagesFromLangChainJS(messages);
void fromMessages;
// @ts-expect-error a number is not a message-like
messagesFromLangChainJS([42]);
// @ts-expect-error the writer takes chatschema's messages, not langchainjs's
messagesToLangChainJS(messages);
