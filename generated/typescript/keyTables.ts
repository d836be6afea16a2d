// Generated from schemas/tables/ by codegen/key_tables.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4
/** A key table: how another library spells the keys of the content blocks (schemas/tables/). */
export interface KeyTable {
  readonly keys: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly tags: Readonly<Record<string, string>>;
  readonly nested: Readonly<Record<string, string>>;
  readonly legacy_key: string;
}

/** How the keys of langchainjs's standard (v1) content blocks are spelled in LangChain Python's blocks. Taken from @langchain/core 1.4.0 (langchainjs), the block types of src/messages/content/multimodal.ts (Multimodal.Data: data in DataRecordBase64, fileId, mimeType), tools.ts (Tools.ServerToolCallResult: toolCallId, and its tag server_tool_call_result) and index.ts (ContentBlock.Citation: startIndex, endIndex, citedText), as published in dist/messages/content/*.d.ts. The blocks of every other standard type have the same keys in both libraries. */
export const LANGCHAINJS_BLOCK_KEYS: KeyTable = {
  "keys": {
    "audio": {
      "data": "base64",
      "fileId": "file_id",
      "mimeType": "mime_type"
    },
    "citation": {
      "citedText": "cited_text",
      "endIndex": "end_index",
      "startIndex": "start_index"
    },
    "file": {
      "data": "base64",
      "fileId": "file_id",
      "mimeType": "mime_type"
    },
    "image": {
      "data": "base64",
      "fileId": "file_id",
      "mimeType": "mime_type"
    },
    "server_tool_call_result": {
      "toolCallId": "tool_call_id"
    },
    "text-plain": {
      "data": "base64",
      "fileId": "file_id",
      "mimeType": "mime_type"
    },
    "video": {
      "data": "base64",
      "fileId": "file_id",
      "mimeType": "mime_type"
    }
  },
  "legacy_key": "source_type",
  "nested": {
    "text": "annotations"
  },
  "tags": {
    "server_tool_call_result": "server_tool_result"
  }
};
