// Generated from schemas/tables/ by codegen/key_tables.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
/** A key table: how another library spells the keys of the content blocks (schemas/tables/). */
export interface KeyTable {
  readonly keys: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly tags: Readonly<Record<string, string>>;
  readonly nested: Readonly<Record<string, string>>;
  readonly legacy_key: string;
}

/** How a made-up other library spells the keys of the link notes, for the golden test of the key tables. */
export const OTHER_NOTE_KEYS: KeyTable = {
  "keys": {
    "hyperlink": {
      "targetUrl": "url"
    }
  },
  "legacy_key": "old_style",
  "nested": {
    "note": "links"
  },
  "tags": {
    "hyperlink": "link"
  }
};
