// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIActivityMessage } from "./AGUIActivityMessage.js";
import { J_AGUIAssistantMessage } from "./AGUIAssistantMessage.js";
import { J_AGUIDeveloperMessage } from "./AGUIDeveloperMessage.js";
import { J_AGUIReasoningMessage } from "./AGUIReasoningMessage.js";
import { J_AGUISystemMessage } from "./AGUISystemMessage.js";
import { J_AGUIToolMessage } from "./AGUIToolMessage.js";
import { J_AGUIUserMessage } from "./AGUIUserMessage.js";

/** @internal */
export const J_AGUIMessage: Json = {"type":"object","properties":{"role":{"type":"string"}},"required":["role"],"anyOf":[{"$ref":()=>J_AGUIDeveloperMessage},{"$ref":()=>J_AGUISystemMessage},{"$ref":()=>J_AGUIAssistantMessage},{"$ref":()=>J_AGUIUserMessage},{"$ref":()=>J_AGUIToolMessage},{"$ref":()=>J_AGUIActivityMessage},{"$ref":()=>J_AGUIReasoningMessage}],"allOf":[{"if":{"properties":{"role":{"const":"developer"}},"required":["role"]},"then":{"$ref":()=>J_AGUIDeveloperMessage}},{"if":{"properties":{"role":{"const":"system"}},"required":["role"]},"then":{"$ref":()=>J_AGUISystemMessage}},{"if":{"properties":{"role":{"const":"assistant"}},"required":["role"]},"then":{"$ref":()=>J_AGUIAssistantMessage}},{"if":{"properties":{"role":{"const":"user"}},"required":["role"]},"then":{"$ref":()=>J_AGUIUserMessage}},{"if":{"properties":{"role":{"const":"tool"}},"required":["role"]},"then":{"$ref":()=>J_AGUIToolMessage}},{"if":{"properties":{"role":{"const":"activity"}},"required":["role"]},"then":{"$ref":()=>J_AGUIActivityMessage}},{"if":{"properties":{"role":{"const":"reasoning"}},"required":["role"]},"then":{"$ref":()=>J_AGUIReasoningMessage}}]};
/** @internal */
export const C_AGUIMessage: Check = {k:'json',j:()=>J_AGUIMessage,f:runJson};
/** The validator of AGUIMessage. */
export const AGUIMessage: Validator<T.AGUIMessage> = /* @__PURE__ */ validator<T.AGUIMessage>("AGUIMessage", null, () => C_AGUIMessage);
