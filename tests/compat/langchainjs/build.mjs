// Run by tests/compat/langchainjs_oracle.py with node in tests/oracles: messages built with langchainjs
// (every class, every v1 block kind in its spelling, chunks, v1 messages), in both JSON forms.
import * as m from "@langchain/core/messages";
const img = { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" };
const blocks = [
  { type: "text", text: "See", annotations: [{ type: "citation", url: "https://example.com", startIndex: 0, endIndex: 3, citedText: "See" }] },
  { type: "reasoning", reasoning: "thinking" },
  { type: "refusal", refusal: "no" },
  img,
  { type: "image", url: "https://example.com/cat.png", mimeType: "image/png" },
  { type: "image", fileId: "file-1" },
  { type: "audio", data: "UklGRg==", mimeType: "audio/wav" },
  { type: "video", url: "https://example.com/v.mp4", mimeType: "video/mp4" },
  { type: "file", fileId: "file-2", mimeType: "application/pdf" },
  { type: "file", data: "JVBERi0=", mimeType: "application/pdf", metadata: { name: "a.pdf" } },
  { type: "text-plain", text: "notes", mimeType: "text/plain", title: "notes.txt" },
  { type: "non_standard", value: { kind: "x" } },
  { type: "tool_call", id: "c1", name: "get_weather", args: { city: "Paris" } },
  { type: "tool_call_chunk", id: "c2", name: "f", args: "{\"a\":", index: 0 },
  { type: "invalid_tool_call", id: "c3", name: "g", args: "{bad", error: "bad json" },
  { type: "server_tool_call", id: "s1", name: "web_search", args: { q: "x" } },
  { type: "server_tool_call_chunk", id: "s2", name: "web_search", args: "{\"q\"" },
  { type: "server_tool_call_result", toolCallId: "s1", status: "success", output: { hits: 1 } },
  { type: "image", source_type: "base64", data: "iVBORw0KGgo=", mime_type: "image/png" },
];
const built = [];
const add = (name, message) => built.push({ name, message });
for (const [i, block] of blocks.entries()) {
  add(`human-block-${i}-${block.type}`, new m.HumanMessage({ content: [block], id: `h${i}` }));
  add(`ai-v1-block-${i}-${block.type}`, new m.AIMessage({ contentBlocks: [block] }));
}
add("human-string", new m.HumanMessage("hi"));
add("human-named", new m.HumanMessage({ content: "hi", name: "bob", id: "h-n" }));
add("human-chunk", new m.HumanMessageChunk({ content: "hi" }));
add("ai-tool-calls", new m.AIMessage({ content: "", tool_calls: [{ id: "c1", name: "f", args: { a: 1 } }], usage_metadata: { input_tokens: 3, output_tokens: 4, total_tokens: 7 } }));
add("ai-invalid-tool-calls", new m.AIMessage({ content: "x", invalid_tool_calls: [{ id: "c1", name: "f", args: "{", error: "bad", type: "invalid_tool_call" }] }));
add("ai-metadata", new m.AIMessage({ content: [{ type: "text", text: "hello" }], id: "run-1", response_metadata: { model_name: "gpt", model_provider: "openai" }, additional_kwargs: { refusal: null } }));
add("ai-chunk-tool-call-chunks", new m.AIMessageChunk({ content: "", tool_call_chunks: [{ id: "c1", name: "f", args: "{\"a\": 1}", index: 0 }] }));
add("ai-chunk-plain", new m.AIMessageChunk({ content: "partial" }));
add("ai-chunk-sum", new m.AIMessageChunk({ content: "a", tool_call_chunks: [{ id: "c1", name: "f", args: "{\"a\"", index: 0 }] }).concat(new m.AIMessageChunk({ content: "b", tool_call_chunks: [{ args: ": 1}", index: 0 }] })));
add("ai-v1-multi", new m.AIMessage({ contentBlocks: [{ type: "reasoning", reasoning: "r" }, { type: "text", text: "x" }, { type: "tool_call", id: "c9", name: "f", args: {} }] }));
add("system", new m.SystemMessage("be brief"));
add("system-chunk", new m.SystemMessageChunk({ content: "be" }));
add("tool", new m.ToolMessage({ content: "18C", tool_call_id: "c1", name: "get_weather" }));
add("tool-artifact-error", new m.ToolMessage({ content: "boom", tool_call_id: "c1", artifact: { trace: [1, 2] }, status: "error" }));
add("tool-blocks", new m.ToolMessage({ content: [img, { type: "text", text: "a cat" }], tool_call_id: "c2" }));
add("tool-chunk", new m.ToolMessageChunk({ content: "18", tool_call_id: "c1" }));
add("function", new m.FunctionMessage({ content: "42", name: "calc" }));
add("function-chunk", new m.FunctionMessageChunk({ content: "4", name: "calc" }));
add("chat", new m.ChatMessage({ content: "Too long.", role: "critic" }));
add("chat-chunk", new m.ChatMessageChunk({ content: "Too", role: "critic" }));
add("remove", new m.RemoveMessage({ id: "r1" }));
const out = built.map(({ name, message }) => ({
  name,
  cls: message.constructor.name,
  stored: JSON.parse(JSON.stringify(message.toDict())),
  serialized: JSON.parse(JSON.stringify(message)),
}));
process.stdout.write(JSON.stringify(out));
