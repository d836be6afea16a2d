// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9

/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = "0.1.0";

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = "cae71caaf8ba9b17f1b4c98847334e0801929186d75bdea15cc3435bec22c67b";

/** The $id of the bundled schema. */
export const SCHEMA_ID = "https://chatschema.dev/schemas/chatschema.schema.json";
