// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: d4b48f97ade909ec7214ea49a1a0630d9de83148e707d28888b5be709238b978

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "5c09f3d03684c6ae88cc7e2e29b62804624890c7fae812300532b6bf2eb71b1c";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/schemas/chatschema.schema.json";
