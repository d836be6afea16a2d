// Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

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
 * A record told apart by its class path; any other path is an error.
 *
 * Schema: chatschema.schema.json#/$defs/AnyRecord
 */
export type AnyRecord = AnyRecord1;
export type AnyRecord1 = NoteRecord | MemoRecord;

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
/**
 * A note under a path that names its class: the path written today, or an older one.
 *
 * Schema: chatschema.schema.json#/$defs/NoteRecord
 */
export interface NoteRecord {
  /**
   * The class path.
   */
  path: ["notes", "Note"] | ["old", "notes", "Note"];
  /**
   * The note; its tag may be left out.
   */
  body: Note;
}
/**
 * A memo under the one path that names its class.
 *
 * Schema: chatschema.schema.json#/$defs/MemoRecord
 */
export interface MemoRecord {
  /**
   * The class path.
   */
  path: ["notes", "Memo"];
  /**
   * The memo; its tag may be left out.
   */
  body: Memo;
}
