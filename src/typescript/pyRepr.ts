// Python's text forms of JSON values: `repr`, `str` and `json.dumps`, character for character.
//
// Python writes these into buffer strings (a tool call's repr) and counts them in token counts, so
// the TypeScript utilities must produce the same characters. The JavaScript number model decides two
// things (docs/compat.md, TypeScript): an integral number is Python's int (`1`, never `1.0`; JSON.parse
// keeps no `.0`), and a `bigint` is an int too, for integers beyond 2**53 read losslessly.

/** A JSON value, as `JSON.parse` gives it, or with `bigint` integers. */
export type PyJson = null | boolean | number | bigint | string | PyJson[] | { [key: string]: PyJson };

/** Python's non-printable characters: categories Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs (but the space). */
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function hex(cp: number, width: number): string {
  return cp.toString(16).padStart(width, "0");
}

/** `repr(text)` of a Python str: quotes chosen as Python chooses them, non-printables escaped. */
export function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ch === quote || ch === "\\") out += "\\" + ch;
    else if (ch === "\t") out += "\\t";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (cp < 0x20 || cp === 0x7f) out += "\\x" + hex(cp, 2);
    else if (cp < 0x7f) out += ch;
    else if (!NON_PRINTABLE.test(ch)) out += ch;
    else if (cp <= 0xff) out += "\\x" + hex(cp, 2);
    else if (cp <= 0xffff) out += "\\u" + hex(cp, 4);
    else out += "\\U" + hex(cp, 8);
  }
  return out + quote;
}

/** `repr(x)` of a Python float that is not integral, or not finite: the shortest digits that read
 * back, in fixed notation from 1e-4 to 1e16 and in exponent notation (`1e-05`) outside. */
function floatRepr(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  const [mantissa, exp] = Math.abs(x).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  const decpt = Number(exp) + 1;
  if (decpt <= -4 || decpt > 16) {
    const e = decpt - 1;
    const frac = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${frac}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  if (decpt <= 0) return `${sign}0.${"0".repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${"0".repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

/** A JavaScript number as Python writes it: an int when integral, else a float. */
function numberRepr(x: number): string {
  if (Number.isInteger(x)) return Number.isSafeInteger(x) ? String(x) : BigInt(x).toString();
  return floatRepr(x);
}

/**
 * Python's `repr` of a JSON value.
 *
 * @example
 * pyRepr({ name: "f", args: { a: 1, b: 0.5, c: [true, null] } });
 * // "{'name': 'f', 'args': {'a': 1, 'b': 0.5, 'c': [True, None]}}"
 */
export function pyRepr(value: PyJson): string {
  switch (typeof value) {
    case "string":
      return pyStrRepr(value);
    case "number":
      return numberRepr(value);
    case "bigint":
      return value.toString();
    case "boolean":
      return value ? "True" : "False";
    case "object":
      if (value === null) return "None";
      if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
      return `{${Object.entries(value)
        .map(([k, v]) => `${pyStrRepr(k)}: ${pyRepr(v)}`)
        .join(", ")}}`;
    default:
      throw new TypeError(`not a JSON value: ${typeof value}`);
  }
}

/** Python's `str` of a JSON value: a string itself, anything else its repr. */
export function pyStr(value: PyJson): string {
  return typeof value === "string" ? value : pyRepr(value);
}

const JSON_ESCAPES: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
};

/** A JSON string literal as Python's `json.dumps` writes it (`ascii`: with `ensure_ascii=True`). */
function jsonString(text: string, ascii: boolean): string {
  const escape = (ch: string) => JSON_ESCAPES[ch] ?? "\\u" + hex(ch.charCodeAt(0), 4);
  // eslint-disable-next-line no-control-regex
  return `"${text.replace(ascii ? /["\\\x00-\x1f\x7f-\uffff]/g : /["\\\x00-\x1f]/g, escape)}"`;
}

/**
 * Python's `json.dumps(value, ensure_ascii=...)`: `", "` and `": "` separators, numbers as Python
 * writes them; `ensureAscii` (Python's default, but `false` here as the buffer strings use it) writes
 * every character past U+007E as `\uXXXX` (UTF-16 units); without it lone surrogates are kept.
 *
 * @example
 * pyJsonDumps({ query: "caf\u00e9", n: [1, 0.5] });
 * // '{"query": "café", "n": [1, 0.5]}'
 */
export function pyJsonDumps(value: PyJson, options: { ensureAscii?: boolean } = {}): string {
  return dumps(value, options.ensureAscii ?? false);
}

function dumps(value: PyJson, ascii: boolean): string {
  switch (typeof value) {
    case "string":
      return jsonString(value, ascii);
    case "number":
      if (Number.isNaN(value)) return "NaN";
      if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
      return numberRepr(value);
    case "bigint":
      return value.toString();
    case "boolean":
      return value ? "true" : "false";
    case "object":
      if (value === null) return "null";
      if (Array.isArray(value)) return `[${value.map((v) => dumps(v, ascii)).join(", ")}]`;
      return `{${Object.entries(value)
        .map(([k, v]) => `${jsonString(k, ascii)}: ${dumps(v, ascii)}`)
        .join(", ")}}`;
    default:
      throw new TypeError(`not a JSON value: ${typeof value}`);
  }
}

/**
 * Python's `len` of a str: code points, a lone surrogate counting one (JavaScript's `.length` counts
 * UTF-16 units, two for a character beyond U+FFFF).
 *
 * @example
 * pyLen("a\u{1f600}\ud800"); // 3
 */
export function pyLen(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** Python's `text[:count]`: the first `count` code points. */
export function pyHead(text: string, count: number): string {
  let i = 0;
  for (let seen = 0; seen < count && i < text.length; seen++) {
    const c = text.charCodeAt(i);
    const d = text.charCodeAt(i + 1);
    i += c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, i);
}

/** Python's truth value of a JSON value: `None`, `False`, `0`, `""`, `[]` and `{}` are false. */
export function pyTruthy(value: PyJson | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "object") return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0;
  return Boolean(value);
}

/** Python's `==` on JSON values: key order does not count, and `True == 1`, `1 == 1.0`. */
export function pyEquals(a: PyJson | undefined, b: PyJson | undefined): boolean {
  const num = (x: unknown) => (typeof x === "boolean" ? Number(x) : x);
  const x = num(a);
  const y = num(b);
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return x === y;
  if (Array.isArray(x) || Array.isArray(y)) {
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => pyEquals(v, y[i]));
  }
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every((k) => Object.hasOwn(y, k) && pyEquals((x as Record<string, PyJson>)[k], (y as Record<string, PyJson>)[k]))
  );
}
