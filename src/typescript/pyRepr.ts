// Python's text forms of JSON values: `repr`, `str` and `json.dumps`, character for character.
//
// Python writes these into buffer strings (a tool call's repr) and counts them in token counts, so
// the TypeScript utilities must produce the same characters. The JavaScript number model decides two
// things (docs/compat.md, TypeScript): an integral number is Python's int (`1`, never `1.0`; JSON.parse
// keeps no `.0`), and a `bigint` is an int too, for integers beyond 2**53 read losslessly.

/** A JSON value, as `JSON.parse` gives it, or with `bigint` integers. */
export type PyJson = null | boolean | number | bigint | string | PyJson[] | { [key: string]: PyJson };

function hex(cp: number, width: number): string {
  return cp.toString(16).padStart(width, "0");
}

/** Python's non-printable characters but the space: categories Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs. */
const NON_PRINTABLE = String.raw`(?! )[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]`;
/** What `repr` escapes in a str quoted with `'` (or `"`): the quote, the backslash, the non-printables. */
const ESCAPED_IN_SINGLE = new RegExp(String.raw`['\\]|${NON_PRINTABLE}`, "gu");
const ESCAPED_IN_DOUBLE = new RegExp(String.raw`["\\]|${NON_PRINTABLE}`, "gu");

/** Anything but printable ASCII, the quote `'` and the backslash: the strings `repr` copies between `'` are those without. */
// eslint-disable-next-line no-control-regex
const NOT_PLAIN_ASCII = /[^\x20-\x26\x28-\x5b\x5d-\x7e]/;

/** Python's escape of one character (a code point, or a lone surrogate) that `repr` does not keep. */
function escapeChar(ch: string): string {
  switch (ch) {
    case "\t":
      return "\\t";
    case "\n":
      return "\\n";
    case "\r":
      return "\\r";
    case "'":
    case '"':
    case "\\":
      return "\\" + ch;
  }
  const cp = ch.codePointAt(0) as number;
  if (cp <= 0xff) return "\\x" + hex(cp, 2);
  if (cp <= 0xffff) return "\\u" + hex(cp, 4);
  return "\\U" + hex(cp, 8);
}

/**
 * `repr(text)` of a Python str: quotes chosen as Python chooses them, non-printables escaped.
 *
 * Plain printable ASCII is copied at once; other text takes one regular-expression pass in the engine:
 * the characters `repr` keeps (printable ASCII and every printable character past it, as Python 3
 * keeps them) are copied as they are, and only the ones it escapes go through {@link escapeChar}.
 */
export function pyStrRepr(text: string): string {
  if (!NOT_PLAIN_ASCII.test(text)) return `'${text}'`;
  if (text.includes("'") && !text.includes('"')) return `"${text.replace(ESCAPED_IN_DOUBLE, escapeChar)}"`;
  return `'${text.replace(ESCAPED_IN_SINGLE, escapeChar)}'`;
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
  if (Number.isSafeInteger(x)) return String(x);
  if (Number.isInteger(x)) return BigInt(x).toString();
  // From 1e-4 up (a fraction is below 2**53 < 1e16) both write the same shortest digits in fixed notation.
  if (Math.abs(x) >= 1e-4 && Number.isFinite(x)) return String(x);
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
    case "object": {
      if (value === null) return "None";
      // Written by concatenation, without the arrays that `map` and `join` would allocate.
      if (Array.isArray(value)) {
        if (value.length === 0) return "[]";
        let out = "[" + pyRepr(value[0] as PyJson);
        for (let i = 1; i < value.length; i++) out += ", " + pyRepr(value[i] as PyJson);
        return out + "]";
      }
      const keys = Object.keys(value);
      if (keys.length === 0) return "{}";
      let out = "{";
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        out += (i === 0 ? "" : ", ") + pyStrRepr(key) + ": " + pyRepr(value[key] as PyJson);
      }
      return out + "}";
    }
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
  return dumps(value, options.ensureAscii ?? false, " ");
}

/** Python's `json.dumps(value, ensure_ascii=False, separators=(",", ":"))`: compact JSON text. (Internal.) */
export function pyJsonCompact(value: PyJson): string {
  return dumps(value, false, "");
}

function dumps(value: PyJson, ascii: boolean, space: string): string {
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
      if (Array.isArray(value)) return `[${value.map((v) => dumps(v, ascii, space)).join("," + space)}]`;
      return `{${Object.entries(value)
        .map(([k, v]) => `${jsonString(k, ascii)}:${space}${dumps(v, ascii, space)}`)
        .join("," + space)}}`;
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

/** The items Python's `for` gives of a JSON value: an array's items, an object's keys, a string's
 * code points; undefined for a value Python cannot iterate. */
export function pyIterate(value: unknown): readonly unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return Array.from(value);
  if (typeof value === "object" && value !== null) return Object.keys(value);
  return undefined;
}
