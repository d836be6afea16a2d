// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: f6c113e43063b1897718054b989f4492a7858d59cfcb21d533f2084d81039d8d

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "c842850a0113a2f45de98fdb8607c79d618663ddea4fa4f246c733424df7a6e9";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/schemas/chatschema.schema.json";
