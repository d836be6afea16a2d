// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "70a544c1f88ed51d3954ca33740f4b7a03f2f503013f2b2906e282dc0ec83e2a";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/test/chatschema.schema.json";
