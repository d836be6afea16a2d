// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: c5cafc7e874142387062d78a7134f74f628f1ab6663af6208e7a7cdebf17c8df

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "70a544c1f88ed51d3954ca33740f4b7a03f2f503013f2b2906e282dc0ec83e2a";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/test/chatschema.schema.json";
