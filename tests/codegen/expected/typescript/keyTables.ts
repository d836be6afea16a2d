// Generated from schemas/tables/ by codegen/key_tables.py. DO NOT EDIT.
// inputs sha256: f6e4b2f38a9ca7cab0da8df19427fec8a82e82c47300c110ffd8109341bf8828
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
