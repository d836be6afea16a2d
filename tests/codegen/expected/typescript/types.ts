// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: eb6202be8d180c703fc07fb01bfef09aad7e9d71f5701f6e14e218f877cf3939

/**
 * A link needs a url or a file id.
 *
 * Schema: chatschema.schema.json#/$defs/Target
 */
export type Target = {
  [k: string]: unknown;
};
/**
 * An item of a note; a standard tag must match its schema.
 *
 * Schema: chatschema.schema.json#/$defs/Part
 */
export type Part = {
  [k: string]: unknown;
};
/**
 * A note or a memo.
 *
 * Schema: chatschema.schema.json#/$defs/AnyNote
 */
export type AnyNote = Note | Memo;

/**
 * Any JSON object.
 *
 * Schema: chatschema.schema.json#/$defs/JSONObject
 */
export interface JSONObject {
  [k: string]: unknown;
}
/**
 * A part that points somewhere; held as plain JSON.
 *
 * Schema: chatschema.schema.json#/$defs/Link
 */
export interface Link {
  /**
   * Type tag.
   */
  type: "link";
  /**
   * Where it points.
   */
  url?: string;
  /**
   * A stored file.
   */
  file_id?: string;
  [k: string]: unknown;
}
/**
 * A closed record held as a Struct.
 *
 * Schema: chatschema.schema.json#/$defs/Note
 */
export interface Note {
  /**
   * Type tag.
   */
  type?: "note";
  /**
   * Required title.
   */
  title: string;
  /**
   * Links, held as plain JSON.
   */
  links?: Link[];
  /**
   * Open metadata.
   */
  meta?: JSONObject;
  /**
   * Written only when present.
   */
  pinned?: boolean;
  /**
   * Nullable with a default.
   */
  owner?: string | null;
}
/**
 * Another closed record.
 *
 * Schema: chatschema.schema.json#/$defs/Memo
 */
export interface Memo {
  /**
   * Type tag.
   */
  type?: "memo";
  /**
   * Text.
   */
  body: string;
}
