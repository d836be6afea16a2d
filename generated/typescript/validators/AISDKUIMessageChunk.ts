// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKAbortChunk } from "./AISDKAbortChunk.js";
import { J_AISDKDataChunk } from "./AISDKDataChunk.js";
import { J_AISDKErrorChunk } from "./AISDKErrorChunk.js";
import { J_AISDKFileChunk } from "./AISDKFileChunk.js";
import { J_AISDKFinishChunk } from "./AISDKFinishChunk.js";
import { J_AISDKFinishStepChunk } from "./AISDKFinishStepChunk.js";
import { J_AISDKMessageMetadataChunk } from "./AISDKMessageMetadataChunk.js";
import { J_AISDKReasoningDeltaChunk } from "./AISDKReasoningDeltaChunk.js";
import { J_AISDKReasoningEndChunk } from "./AISDKReasoningEndChunk.js";
import { J_AISDKReasoningStartChunk } from "./AISDKReasoningStartChunk.js";
import { J_AISDKSourceDocumentChunk } from "./AISDKSourceDocumentChunk.js";
import { J_AISDKSourceUrlChunk } from "./AISDKSourceUrlChunk.js";
import { J_AISDKStartChunk } from "./AISDKStartChunk.js";
import { J_AISDKStartStepChunk } from "./AISDKStartStepChunk.js";
import { J_AISDKTextDeltaChunk } from "./AISDKTextDeltaChunk.js";
import { J_AISDKTextEndChunk } from "./AISDKTextEndChunk.js";
import { J_AISDKTextStartChunk } from "./AISDKTextStartChunk.js";
import { J_AISDKToolApprovalRequestChunk } from "./AISDKToolApprovalRequestChunk.js";
import { J_AISDKToolInputAvailableChunk } from "./AISDKToolInputAvailableChunk.js";
import { J_AISDKToolInputDeltaChunk } from "./AISDKToolInputDeltaChunk.js";
import { J_AISDKToolInputErrorChunk } from "./AISDKToolInputErrorChunk.js";
import { J_AISDKToolInputStartChunk } from "./AISDKToolInputStartChunk.js";
import { J_AISDKToolOutputAvailableChunk } from "./AISDKToolOutputAvailableChunk.js";
import { J_AISDKToolOutputDeniedChunk } from "./AISDKToolOutputDeniedChunk.js";
import { J_AISDKToolOutputErrorChunk } from "./AISDKToolOutputErrorChunk.js";

/** @internal */
export const J_AISDKUIMessageChunk: Json = {"type":"object","properties":{"type":{"type":"string"}},"required":["type"],"anyOf":[{"$ref":()=>J_AISDKStartChunk},{"$ref":()=>J_AISDKTextStartChunk},{"$ref":()=>J_AISDKTextDeltaChunk},{"$ref":()=>J_AISDKTextEndChunk},{"$ref":()=>J_AISDKReasoningStartChunk},{"$ref":()=>J_AISDKReasoningDeltaChunk},{"$ref":()=>J_AISDKReasoningEndChunk},{"$ref":()=>J_AISDKErrorChunk},{"$ref":()=>J_AISDKToolInputStartChunk},{"$ref":()=>J_AISDKToolInputDeltaChunk},{"$ref":()=>J_AISDKToolInputAvailableChunk},{"$ref":()=>J_AISDKToolInputErrorChunk},{"$ref":()=>J_AISDKToolApprovalRequestChunk},{"$ref":()=>J_AISDKToolOutputAvailableChunk},{"$ref":()=>J_AISDKToolOutputErrorChunk},{"$ref":()=>J_AISDKToolOutputDeniedChunk},{"$ref":()=>J_AISDKSourceUrlChunk},{"$ref":()=>J_AISDKSourceDocumentChunk},{"$ref":()=>J_AISDKFileChunk},{"$ref":()=>J_AISDKStartStepChunk},{"$ref":()=>J_AISDKFinishStepChunk},{"$ref":()=>J_AISDKFinishChunk},{"$ref":()=>J_AISDKAbortChunk},{"$ref":()=>J_AISDKMessageMetadataChunk},{"$ref":()=>J_AISDKDataChunk}],"allOf":[{"if":{"properties":{"type":{"const":"start"}},"required":["type"]},"then":{"$ref":()=>J_AISDKStartChunk}},{"if":{"properties":{"type":{"const":"text-start"}},"required":["type"]},"then":{"$ref":()=>J_AISDKTextStartChunk}},{"if":{"properties":{"type":{"const":"text-delta"}},"required":["type"]},"then":{"$ref":()=>J_AISDKTextDeltaChunk}},{"if":{"properties":{"type":{"const":"text-end"}},"required":["type"]},"then":{"$ref":()=>J_AISDKTextEndChunk}},{"if":{"properties":{"type":{"const":"reasoning-start"}},"required":["type"]},"then":{"$ref":()=>J_AISDKReasoningStartChunk}},{"if":{"properties":{"type":{"const":"reasoning-delta"}},"required":["type"]},"then":{"$ref":()=>J_AISDKReasoningDeltaChunk}},{"if":{"properties":{"type":{"const":"reasoning-end"}},"required":["type"]},"then":{"$ref":()=>J_AISDKReasoningEndChunk}},{"if":{"properties":{"type":{"const":"error"}},"required":["type"]},"then":{"$ref":()=>J_AISDKErrorChunk}},{"if":{"properties":{"type":{"const":"tool-input-start"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolInputStartChunk}},{"if":{"properties":{"type":{"const":"tool-input-delta"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolInputDeltaChunk}},{"if":{"properties":{"type":{"const":"tool-input-available"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolInputAvailableChunk}},{"if":{"properties":{"type":{"const":"tool-input-error"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolInputErrorChunk}},{"if":{"properties":{"type":{"const":"tool-approval-request"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolApprovalRequestChunk}},{"if":{"properties":{"type":{"const":"tool-output-available"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolOutputAvailableChunk}},{"if":{"properties":{"type":{"const":"tool-output-error"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolOutputErrorChunk}},{"if":{"properties":{"type":{"const":"tool-output-denied"}},"required":["type"]},"then":{"$ref":()=>J_AISDKToolOutputDeniedChunk}},{"if":{"properties":{"type":{"const":"source-url"}},"required":["type"]},"then":{"$ref":()=>J_AISDKSourceUrlChunk}},{"if":{"properties":{"type":{"const":"source-document"}},"required":["type"]},"then":{"$ref":()=>J_AISDKSourceDocumentChunk}},{"if":{"properties":{"type":{"const":"file"}},"required":["type"]},"then":{"$ref":()=>J_AISDKFileChunk}},{"if":{"properties":{"type":{"const":"start-step"}},"required":["type"]},"then":{"$ref":()=>J_AISDKStartStepChunk}},{"if":{"properties":{"type":{"const":"finish-step"}},"required":["type"]},"then":{"$ref":()=>J_AISDKFinishStepChunk}},{"if":{"properties":{"type":{"const":"finish"}},"required":["type"]},"then":{"$ref":()=>J_AISDKFinishChunk}},{"if":{"properties":{"type":{"const":"abort"}},"required":["type"]},"then":{"$ref":()=>J_AISDKAbortChunk}},{"if":{"properties":{"type":{"const":"message-metadata"}},"required":["type"]},"then":{"$ref":()=>J_AISDKMessageMetadataChunk}}]};
/** @internal */
export const C_AISDKUIMessageChunk: Check = {k:'json',j:()=>J_AISDKUIMessageChunk,f:runJson};
/** The validator of AISDKUIMessageChunk. */
export const AISDKUIMessageChunk: Validator<T.AISDKUIMessageChunk> = /* @__PURE__ */ validator<T.AISDKUIMessageChunk>("AISDKUIMessageChunk", null, () => C_AISDKUIMessageChunk);
