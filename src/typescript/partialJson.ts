// The arguments of streamed tool calls: JSON text that may be cut off anywhere.
//
// Python's `parse_partial_json` (chatschema.messages.partial_json, LangChain's algorithm) closes
// open strings and brackets, then cuts characters from the end until the text parses with
// `json.loads(..., strict=False)`. `parseToolCallArgs` gives the dict that search ends on, or
// null when it ends on something else or fails (the call is then invalid). It reads the text once:
// a cut can parse only where the text so far is the beginning of some JSON document and the
// closing brackets fit, so one scan finds the longest such cut and one parse reads it.
//
// JavaScript traps, decided here: numbers are JavaScript numbers (integers beyond 2^53 lose
// precision, `1.0` reads as `1`, an integer `-0` as `0`); `NaN`, `Infinity` and `-Infinity` are
// read as Python reads them; keys keep their first position, the last value wins, `__proto__` is
// an own key; integer-like keys come first in a JavaScript object, as in any parsed JSON.

const WS = " \t\n\r";

/** A parse error of the lax reader (Python's JSONDecodeError). */
class DecodeFailure extends SyntaxError {
  override name = "DecodeFailure";
}

/** Python refuses integers of more than 4,300 digits (a ValueError, not a decode error). */
const MAX_INT_DIGITS = 4300;

/** Set `key` on a plain object as an own property (also `__proto__`). */
export function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** `json.loads(text, strict=False)`: control characters allowed in strings, NaN and Infinity read. */
export function loadsLax(text: string, strict = false): unknown {
  let i = 0;
  const n = text.length;
  const fail = (): never => {
    throw new DecodeFailure(`invalid JSON at ${i}`);
  };
  const skip = (): void => {
    while (i < n && WS.includes(text[i] as string)) i++;
  };
  const value = (): unknown => {
    skip();
    const c = text[i];
    if (c === "{") {
      i++;
      const out: Record<string, unknown> = {};
      skip();
      if (text[i] === "}") {
        i++;
        return out;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail();
        const key = string();
        skip();
        if (text[i] !== ":") fail();
        i++;
        setKey(out, key, value());
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return out;
        }
        fail();
      }
    }
    if (c === "[") {
      i++;
      const out: unknown[] = [];
      skip();
      if (text[i] === "]") {
        i++;
        return out;
      }
      for (;;) {
        out.push(value());
        skip();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return out;
        }
        fail();
      }
    }
    if (c === '"') return string();
    if (text.startsWith("NaN", i)) {
      i += 3;
      return NaN;
    }
    if (text.startsWith("Infinity", i)) {
      i += 8;
      return Infinity;
    }
    if (text.startsWith("-Infinity", i)) {
      i += 9;
      return -Infinity;
    }
    if (text.startsWith("true", i)) {
      i += 4;
      return true;
    }
    if (text.startsWith("false", i)) {
      i += 5;
      return false;
    }
    if (text.startsWith("null", i)) {
      i += 4;
      return null;
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m === null) return fail();
    i += m[0].length;
    if (m[2] === undefined && m[3] === undefined) {
      if ((m[1] as string).replace("-", "").length > MAX_INT_DIGITS) {
        throw new RangeError("Exceeds the limit (4300 digits) for integer string conversion");
      }
      const v = Number(m[0]);
      return v === 0 ? 0 : v;
    }
    return Number(m[0]);
  };
  const string = (): string => {
    // text[i] is the opening quote
    i++;
    let out = "";
    for (;;) {
      STRING_RUN.lastIndex = i;
      const m = STRING_RUN.exec(text);
      if (m !== null) {
        if (strict && CONTROL.test(m[0])) {
          i += m[0].search(CONTROL);
          return fail();
        }
        out += m[0];
        i += m[0].length;
      }
      const c = text[i];
      if (c === undefined) return fail();
      if (c === '"') {
        i++;
        return out;
      }
      // a backslash
      const e = text[i + 1];
      if (e === undefined) return fail();
      const simple = ESCAPES[e];
      if (simple !== undefined) {
        out += simple;
        i += 2;
        continue;
      }
      if (e !== "u") return fail();
      const hex = text.slice(i + 2, i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) return fail();
      out += String.fromCharCode(parseInt(hex, 16));
      i += 6;
    }
  };
  const result = value();
  skip();
  if (i !== n) fail();
  return result;
}

const NUMBER = /(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const STRING_RUN = /[^"\\]+/y;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/;

/** `json.loads(text)`: as `loadsLax`, control characters in strings refused. Throws a SyntaxError. */
export function loadsStrict(text: string): unknown {
  return loadsLax(text, true);
}
const ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

/**
 * LangChain's walk over the text: null when a closing bracket does not match, else the text it
 * cuts back (raw newlines in strings escaped, an open string closed, minus a lone trailing
 * backslash) and the closing brackets it appends.
 */
function closeWalk(s: string): { text: string; stack: string[] } | null {
  const out: string[] = [];
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (inString) {
      if (ch === '"' && !escaped) inString = false;
      else if (ch === "\n" && !escaped) {
        out.push(s.slice(start, i), "\\n");
        start = i + 1;
      } else if (ch === "\\") escaped = !escaped;
      else escaped = false;
    } else if (ch === '"') {
      inString = true;
      escaped = false;
    } else if (ch === "{") stack.push("}");
    else if (ch === "[") stack.push("]");
    else if (ch === "}" || ch === "]") {
      if (stack.length > 0 && stack[stack.length - 1] === ch) stack.pop();
      else return null;
    }
  }
  if (inString) {
    out.push(escaped ? s.slice(start, s.length - 1) : s.slice(start), '"');
  } else {
    out.push(s.slice(start));
  }
  return { text: out.join(""), stack };
}

// Scanner phases of an open container.
const OBJ_FIRST = 0; // after "{"
const OBJ_KEY = 1; // in a key
const OBJ_COLON = 2; // after a key
const OBJ_VALUE = 3; // after ":"
const OBJ_IN = 4; // in a value
const OBJ_NEXT = 5; // after a value
const OBJ_COMMA = 6; // after ","
const ARR_FIRST = 7;
const ARR_VALUE = 8;
const ARR_IN = 9;
const ARR_NEXT = 10;

/**
 * The longest cut `k` (at least 1) such that `text.slice(0, k) + closers` is JSON, where `closers`
 * closes exactly the brackets in `stack` (innermost last); -1 when there is none. `text` starts
 * with `{` after blanks. Scans once: past the first character that no JSON document can have
 * there, no cut parses.
 */
function longestCut(text: string, stack: string[]): number {
  const frames: { phase: number; bad: boolean }[] = [];
  let mismatched = 0; // frames whose bracket differs from `stack` at their depth
  let scalar = 0; // 0 none, 1 string, 2 number, 3 literal
  let esc = 0; // in a string: 0 none, 1 after "\", 2..5 hex digits of \u read
  let num = 0; // number state: 0 sign, 1 zero, 2 int, 3 dot, 4 frac, 5 e, 6 esign, 7 exp
  let word = "";
  let wordPos = 0;
  let closed = false;
  let best = -1;
  const depth = stack.length;
  const push = (kind: string, phase: number): void => {
    const bad = frames.length >= depth || stack[frames.length] !== kind;
    if (bad) mismatched++;
    frames.push({ phase, bad });
  };
  const commit = (): void => {
    scalar = 0;
    const top = frames[frames.length - 1];
    if (top !== undefined) top.phase = top.phase === OBJ_IN ? OBJ_NEXT : ARR_NEXT;
  };
  const pop = (): void => {
    const frame = frames.pop() as { bad: boolean };
    if (frame.bad) mismatched--;
    if (frames.length === 0) closed = true;
    else commit();
  };
  const closeable = (): boolean => {
    if (frames.length === 0) return closed && depth === 0;
    if (frames.length !== depth || mismatched !== 0) return false;
    const phase = (frames[frames.length - 1] as { phase: number }).phase;
    if (scalar === 2) return num === 1 || num === 2 || num === 4 || num === 7;
    if (scalar !== 0) return false;
    return phase === OBJ_FIRST || phase === OBJ_NEXT || phase === ARR_FIRST || phase === ARR_NEXT;
  };
  const startValue = (c: string): boolean => {
    if (c === '"') {
      scalar = 1;
      esc = 0;
    } else if (c === "{") push("}", OBJ_FIRST);
    else if (c === "[") push("]", ARR_FIRST);
    else if (c === "-" || (c >= "0" && c <= "9")) {
      scalar = 2;
      num = c === "-" ? 0 : c === "0" ? 1 : 2;
    } else if (c === "t" || c === "f" || c === "n" || c === "N" || c === "I") {
      scalar = 3;
      word = LITERALS[c] as string;
      wordPos = 1;
    } else return false;
    return true;
  };
  const n = text.length;
  let i = 0;
  scan: while (i < n) {
    const c = text[i] as string;
    if (scalar === 1) {
      if (esc === 0) {
        STRING_RUN.lastIndex = i;
        const m = STRING_RUN.exec(text);
        if (m !== null) {
          i += m[0].length;
          continue;
        }
        if (c === '"') {
          const top = frames[frames.length - 1] as { phase: number };
          if (top.phase === OBJ_KEY) {
            scalar = 0;
            top.phase = OBJ_COLON;
          } else commit();
        } else esc = 1;
      } else if (esc === 1) {
        if (c === "u") esc = 2;
        else if ('"\\/bfnrt'.includes(c)) esc = 0;
        else break scan;
      } else {
        if (!/[0-9a-fA-F]/.test(c)) break scan;
        esc = esc === 5 ? 0 : esc + 1;
      }
      i++;
      if (closeable()) best = i;
      continue;
    }
    if (scalar === 2) {
      let next = -1;
      if (c >= "0" && c <= "9") {
        next = num === 0 ? (c === "0" ? 1 : 2) : num === 1 ? -1 : num === 3 ? 4 : num === 5 || num === 6 ? 7 : num;
        if (num === 1) break scan;
      } else if (c === ".") next = num === 1 || num === 2 ? 3 : -2;
      else if (c === "e" || c === "E") next = num === 1 || num === 2 || num === 4 ? 5 : -2;
      else if (c === "+" || c === "-") next = num === 5 ? 6 : -2;
      else if (c === "I" && num === 0) {
        scalar = 3;
        word = "-Infinity";
        wordPos = 2;
        i++;
        continue;
      }
      if (next === -2) break scan;
      if (next >= 0) {
        num = next;
        i++;
        if (closeable()) best = i;
        continue;
      }
      if (!(num === 1 || num === 2 || num === 4 || num === 7)) break scan;
      commit(); // the number ends here; read c below
    } else if (scalar === 3) {
      if (c !== word[wordPos]) break scan;
      wordPos++;
      i++;
      if (wordPos === word.length) commit();
      if (closeable()) best = i;
      continue;
    }
    if (WS.includes(c)) {
      i++;
      if (closeable()) best = i;
      continue;
    }
    if (closed) break;
    const top = frames[frames.length - 1];
    if (top === undefined) {
      if (c !== "{") break;
      push("}", OBJ_FIRST);
    } else {
      const phase = top.phase;
      if (phase === OBJ_FIRST || phase === OBJ_COMMA) {
        if (c === '"') {
          top.phase = OBJ_KEY;
          scalar = 1;
          esc = 0;
        } else if (c === "}" && phase === OBJ_FIRST) pop();
        else break;
      } else if (phase === OBJ_COLON) {
        if (c !== ":") break;
        top.phase = OBJ_VALUE;
      } else if (phase === OBJ_VALUE) {
        top.phase = OBJ_IN;
        if (!startValue(c)) break;
      } else if (phase === OBJ_NEXT) {
        if (c === ",") top.phase = OBJ_COMMA;
        else if (c === "}") pop();
        else break;
      } else if (phase === ARR_FIRST && c === "]") pop();
      else if (phase === ARR_FIRST || phase === ARR_VALUE) {
        top.phase = ARR_IN;
        if (!startValue(c)) break;
      } else if (phase === ARR_NEXT) {
        if (c === ",") top.phase = ARR_VALUE;
        else if (c === "]") pop();
        else break;
      } else break;
    }
    i++;
    if (closeable()) best = i;
  }
  return best;
}

const LITERALS: Record<string, string> = { t: "true", f: "false", n: "null", N: "NaN", I: "Infinity" };

/**
 * What LangChain's `parse_partial_json` gives for `s`, when the text starts with `{` after
 * blanks (other text never gives an object: then undefined is returned at once).
 *
 * @throws DecodeFailure when no cut of the text parses; RangeError for an integer Python refuses.
 */
function partialObject(s: string): unknown {
  try {
    return loadsLax(s);
  } catch (error) {
    if (!(error instanceof DecodeFailure)) throw error;
  }
  const walked = closeWalk(s);
  if (walked === null) return null;
  let first = 0;
  while (first < walked.text.length && WS.includes(walked.text[first] as string)) first++;
  if (walked.text[first] !== "{") return undefined;
  const k = longestCut(walked.text, walked.stack);
  if (k < 1) throw new DecodeFailure("no prefix parses");
  const closers = walked.stack.slice().reverse().join("");
  return loadsLax(walked.text.slice(0, k) + closers);
}

/**
 * The arguments of a tool call chunk as a tool call holds them: `{}` for missing or empty text,
 * the object that Python's `parse_partial_json` gives, or null (the call is invalid).
 *
 * @example
 * parseToolCallArgs('{"city": "Pa') // { city: "Pa" }
 * parseToolCallArgs("[1, 2]") // null
 */
export function parseToolCallArgs(args: unknown): Record<string, unknown> | null {
  if (args === null || args === undefined || args === "") return {};
  if (typeof args !== "string") return null;
  let first = 0;
  while (first < args.length && WS.includes(args[first] as string)) first++;
  if (args[first] !== "{") return null;
  let value: unknown;
  try {
    value = partialObject(args);
  } catch {
    return null; // Python treats any failure as an invalid call
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
