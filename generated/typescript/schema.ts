// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "d93806f35265f57e34f846e0965f9aec131488ffa619ad005051137487a20099";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/schemas/chatschema.schema.json";
