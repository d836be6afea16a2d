// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelBlobPart } from "./OtelBlobPart.js";
import { J_OtelCompactionPart } from "./OtelCompactionPart.js";
import { J_OtelFilePart } from "./OtelFilePart.js";
import { J_OtelGenericPart } from "./OtelGenericPart.js";
import { J_OtelReasoningPart } from "./OtelReasoningPart.js";
import { J_OtelServerToolCallPart } from "./OtelServerToolCallPart.js";
import { J_OtelServerToolCallResponsePart } from "./OtelServerToolCallResponsePart.js";
import { J_OtelTextPart } from "./OtelTextPart.js";
import { J_OtelToolCallRequestPart } from "./OtelToolCallRequestPart.js";
import { J_OtelToolCallResponsePart } from "./OtelToolCallResponsePart.js";
import { J_OtelUriPart } from "./OtelUriPart.js";

/** @internal */
export const J_OtelPart: Json = {"type":"object","anyOf":[{"$ref":()=>J_OtelTextPart},{"$ref":()=>J_OtelToolCallRequestPart},{"$ref":()=>J_OtelToolCallResponsePart},{"$ref":()=>J_OtelServerToolCallPart},{"$ref":()=>J_OtelServerToolCallResponsePart},{"$ref":()=>J_OtelBlobPart},{"$ref":()=>J_OtelFilePart},{"$ref":()=>J_OtelUriPart},{"$ref":()=>J_OtelReasoningPart},{"$ref":()=>J_OtelCompactionPart},{"$ref":()=>J_OtelGenericPart}],"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":()=>J_OtelTextPart}},{"if":{"properties":{"type":{"const":"tool_call"}},"required":["type"]},"then":{"$ref":()=>J_OtelToolCallRequestPart}},{"if":{"properties":{"type":{"const":"tool_call_response"}},"required":["type"]},"then":{"$ref":()=>J_OtelToolCallResponsePart}},{"if":{"properties":{"type":{"const":"server_tool_call"}},"required":["type"]},"then":{"$ref":()=>J_OtelServerToolCallPart}},{"if":{"properties":{"type":{"const":"server_tool_call_response"}},"required":["type"]},"then":{"$ref":()=>J_OtelServerToolCallResponsePart}},{"if":{"properties":{"type":{"const":"blob"}},"required":["type"]},"then":{"$ref":()=>J_OtelBlobPart}},{"if":{"properties":{"type":{"const":"file"}},"required":["type"]},"then":{"$ref":()=>J_OtelFilePart}},{"if":{"properties":{"type":{"const":"uri"}},"required":["type"]},"then":{"$ref":()=>J_OtelUriPart}},{"if":{"properties":{"type":{"const":"reasoning"}},"required":["type"]},"then":{"$ref":()=>J_OtelReasoningPart}},{"if":{"properties":{"type":{"const":"compaction"}},"required":["type"]},"then":{"$ref":()=>J_OtelCompactionPart}}]};
/** @internal */
export const C_OtelPart: Check = {k:'json',j:()=>J_OtelPart,f:runJson};
/** The validator of OtelPart. */
export const OtelPart: Validator<T.OtelPart> = /* @__PURE__ */ validator<T.OtelPart>("OtelPart", null, () => C_OtelPart);
