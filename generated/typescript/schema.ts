// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "485ebb757e46ba6b0da04eef2237b1b49857d5cc441afd20d55ae21ab914fad3";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/schemas/chatschema.schema.json";
