// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContext } from "./AGUIContext.js";
import { J_AGUIMessage } from "./AGUIMessage.js";
import { J_AGUIResumeEntry } from "./AGUIResumeEntry.js";
import { J_AGUITool } from "./AGUITool.js";

/** @internal */
export const J_AGUIRunAgentInput: Json = {"type":"object","properties":{"threadId":{"type":"string"},"runId":{"type":"string"},"protocolVersion":{"type":"string"},"parentRunId":{"type":"string"},"state":{},"messages":{"type":"array","items":{"$ref":()=>J_AGUIMessage}},"tools":{"type":"array","items":{"$ref":()=>J_AGUITool}},"context":{"type":"array","items":{"$ref":()=>J_AGUIContext}},"forwardedProps":{"type":["string","number","boolean","array","object"]},"resume":{"type":"array","items":{"$ref":()=>J_AGUIResumeEntry}}},"required":["threadId","runId","messages"]};
/** @internal */
export const C_AGUIRunAgentInput: Check = {k:'json',j:()=>J_AGUIRunAgentInput,f:runJson};
/** The validator of AGUIRunAgentInput. */
export const AGUIRunAgentInput: Validator<T.AGUIRunAgentInput> = /* @__PURE__ */ validator<T.AGUIRunAgentInput>("AGUIRunAgentInput", null, () => C_AGUIRunAgentInput);
