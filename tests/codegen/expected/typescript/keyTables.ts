// Generated from schemas/tables/ by codegen/key_tables.py. DO NOT EDIT.
// inputs sha256: c5cafc7e874142387062d78a7134f74f628f1ab6663af6208e7a7cdebf17c8df
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
