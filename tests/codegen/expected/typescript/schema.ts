// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "b8d1d8f626e81a57935092c7fe45cb5cb3135188194c621adb715adbb4551141";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/test/chatschema.schema.json";
