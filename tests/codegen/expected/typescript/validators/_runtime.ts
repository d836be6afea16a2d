// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246
// The interpreter of the per-type validators in this folder. Each validator module holds data: the
// type its values are read as (what msgspec reads on the Python side) and the checks codegen writes
// for what msgspec cannot express (codegen/validators.py), in the order Python runs them. So the
// first error found is the one the Python package reports, with the same message and path.
//
// Plain TypeScript: no eval, no Function constructor, no Node built-ins.

/** What `validate` does with keys a message does not declare. */
export type Extra = "forbid" | "keep";

/** Options of every validator. */
export interface ValidateOptions {
  /**
   * `"forbid"` (the default): a key a message does not declare is an error at its path, as the
   * schema says. `"keep"`: such keys are allowed at the top level of each message.
   */
  readonly extra?: Extra | undefined;
}

type Thunk<T> = () => T;

/**
 * A type as msgspec reads it: "any", a scalar, a list (l), a string-keyed map (d), a fixed-length
 * tuple (t), a literal (e, with x the expected kind), a union (u, with x the expected kinds, and g/m
 * its members tagged by the field g), or a struct (s).
 */
export type Ty =
  | 0
  | "str"
  | "int"
  | "float"
  | "bool"
  | "null"
  | { readonly l: Ty }
  | { readonly d: Ty }
  | { readonly t: readonly Ty[] }
  | { readonly e: readonly (string | number)[]; readonly x: string }
  | { readonly u: readonly Ty[]; readonly x: string; readonly g?: string; readonly m?: Thunk<Record<string, Struct>> }
  | { readonly s: Thunk<Struct> };

/** A struct: fields [name, type, required], its tag [field, value], closed (c), a message (k). */
export interface Struct {
  readonly f: readonly (readonly [string, Ty, 0 | 1])[];
  readonly g?: readonly [string, string];
  readonly c?: 1;
  readonly k?: 1;
}

/** A rule of a Struct's field msgspec does not check: [property, a tag prefix (string), a minimum
 * list length (number) or the arrays of strings allowed (a class path), the error]. */
export type Constraint = readonly [
  string,
  string | number | readonly (readonly string[])[] | { readonly a: number } | { readonly s: number },
  string,
];

/** A nested check: [property, shape (0 one or optional, 1 list), check]. */
export type Nested = readonly [string, 0 | 1, Thunk<Check>];

/** The checks codegen writes, by kind (see codegen/ts_validators.py, which mirrors codegen/validators.py). */
export type Check =
  | { readonly k: "fields"; readonly n: readonly Nested[]; readonly q?: readonly Constraint[] }
  | { readonly k: "held"; readonly t: Ty; readonly c: Thunk<Check> }
  | { readonly k: "tag"; readonly f?: string; readonly m: Thunk<Record<string, Check>> }
  | { readonly k: "conv"; readonly t: Ty; readonly m: Thunk<Record<string, Extras>> }
  | { readonly k: "obj"; readonly t: Ty; readonly x?: Extras; readonly g?: 1; readonly q?: readonly Constraint[] }
  | {
      readonly k: "disp";
      readonly f?: string;
      readonly m: Thunk<Record<string, Check>>;
      readonly p?: Thunk<readonly (readonly [string, Check])[]>;
      readonly c?: 1;
      /** keyed by an array of strings (a class path): the table's keys are their JSON text (arrayKey) */
      readonly a?: 1;
    }
  | { readonly k: "req"; readonly r: readonly (readonly string[])[]; readonly e: string }
  | { readonly k: "alias"; readonly s: 0 | 1; readonly a?: Thunk<Check>; readonly r?: Thunk<Check>; readonly e: string }
  | { readonly k: "ints" }
  | { readonly k: "objs" }
  | { readonly k: "object" }
  | { readonly k: "x"; readonly x: Extras }
  | { readonly k: "json"; readonly j: Thunk<Json>; readonly f: (schema: Json, value: unknown, path: string) => void };

/** What a plain JSON object's check runs before it is read: rule checks (r), then nested checks (n). */
export interface Extras {
  readonly r: readonly Thunk<Check>[];
  readonly n: readonly Nested[];
}

/** A JSON Schema node of the checks written straight from a schema (the OpenTelemetry types). */
export type Json = { readonly [key: string]: unknown };

/** What is wrong with a value: the one error the Python package reports, its message and JSON path. */
export class Violation {
  constructor(
    readonly message: string,
    readonly path: string,
  ) {}
}

/**
 * The validator of one schema type. `check` gives the error the Python package reports (its
 * message and path), or undefined for a valid value; `is` is the type guard. The package's
 * `validate` and `isValid` take these, or a schema title.
 */
export interface Validator<T> {
  readonly title: string;
  check(value: unknown, options?: ValidateOptions): Violation | undefined;
  is(value: unknown, options?: ValidateOptions): value is T;
  /** `check` for a list of values of the type (Python's `"list[Title]"`): paths such as `$[3].content`. */
  checkEach(values: unknown, options?: ValidateOptions): Violation | undefined;
}

function fail(message: string, path: string): never {
  throw new Violation(message, path);
}

// A lone surrogate where msgspec needs UTF-8 (a Struct's key, a union's tag, an enum value; not the
// tag of a lone Struct, which it compares as text) makes Python
// check a copy with each lone surrogate written as its escape (chatschema.validation._scrub).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SURROGATE = Symbol("lone surrogate");

function readable(text: string): void {
  LONE_SURROGATE.lastIndex = 0;
  if (LONE_SURROGATE.test(text)) throw SURROGATE;
}

function scrub(value: unknown): unknown {
  const clean = (text: string): string =>
    text.replace(LONE_SURROGATE, (unit) => "\\u" + unit.charCodeAt(0).toString(16).padStart(4, "0"));
  if (typeof value === "string") return clean(value);
  if (Array.isArray(value)) return value.map(scrub);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), scrub(v)]));
  return value;
}

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The kind msgspec names in its errors: `got \`null\``. */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "string":
      return "str";
    case "number":
      return Number.isInteger(value) ? "int" : "float";
    case "boolean":
      return "bool";
    case "object":
      return "object";
    default:
      return typeof value;
  }
}

/** Python's repr of a str or an int, as msgspec quotes a bad value. */
export function pyRepr(value: string | number): string {
  if (typeof value === "number") return String(value);
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === quote || char === "\\") out += "\\" + char;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa1) || code === 0xad) out += "\\x" + code.toString(16).padStart(2, "0");
    else if (code >= 0xd800 && code <= 0xdfff) out += "\\u" + code.toString(16);
    else out += char;
  }
  return out + quote;
}

/** Python's repr of a list of strings: `['langchain', 'schema']`. */
function listRepr(items: readonly string[]): string {
  return `[${items.map(pyRepr).join(", ")}]`;
}

/** The key of an array of strings in a dispatch table (its JSON text), or undefined for any other value. */
function arrayKey(value: unknown): string | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === "string") ? JSON.stringify(value) : undefined;
}

/** What each table thunk (a check's `m`) gave: built once, not at every value checked. */
const TABLES = new WeakMap<Thunk<unknown>, unknown>();

function table<T>(thunk: Thunk<T>): T {
  let got = TABLES.get(thunk) as T | undefined;
  if (got === undefined) TABLES.set(thunk, (got = thunk()));
  return got;
}

/** The class paths a constraint allows, by their JSON text. */
const ALLOWED = new WeakMap<readonly (readonly string[])[], Set<string>>();

/** Each struct's field types by name. */
const FIELDS = new WeakMap<Struct, Map<string, Ty>>();

const PLAIN_KEY = /^[a-zA-Z][a-zA-Z0-9_]*$/;

/** The path of `key` inside the object at `base`: `$.a.b`, or `$.a['b c']`. */
function keyPath(base: string, key: string): string {
  if (PLAIN_KEY.test(key)) return `${base}.${key}`;
  return `${base}['${key.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}']`;
}

function object(value: unknown, path: string): Obj {
  if (!isObject(value)) fail(`Expected \`object\`, got \`${kindOf(value)}\``, path);
  return value;
}

/** Whether `value` has `key`: a key whose value is undefined counts as absent, as JSON.stringify leaves it out. */
const has = (value: Obj, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key) && value[key] !== undefined;

// ------------------------------------------------------------------------------------------------
// Reading a value as msgspec does (msgspec.convert): the first error in the value's own key order.

function read(ty: Ty, value: unknown, path: string, keep: boolean): void {
  if (ty === 0) return;
  const kind = kindOf(value);
  if (typeof ty === "string") {
    if (ty === kind || (ty === "float" && kind === "int")) return;
    fail(`Expected \`${ty}\`, got \`${kind}\``, path);
  }
  if ("u" in ty) {
    for (const member of ty.u) {
      if (accepts(member, kind)) return read(member, value, path, keep);
    }
    if (ty.g !== undefined && ty.m !== undefined && kind === "object") {
      return readTagged(ty.g, table(ty.m), value as Obj, path, keep);
    }
    fail(`Expected \`${ty.x}\`, got \`${kind}\``, path);
  }
  if ("e" in ty) {
    if (!accepts(ty, kind)) fail(`Expected \`${ty.x}\`, got \`${kind}\``, path);
    if (typeof value === "string") readable(value);
    if (!ty.e.includes(value as string | number)) fail(`Invalid enum value ${pyRepr(value as string | number)}`, path);
    return;
  }
  if ("l" in ty) {
    if (kind !== "array") fail(`Expected \`array\`, got \`${kind}\``, path);
    (value as unknown[]).forEach((item, i) => read(ty.l, item, `${path}[${i}]`, keep));
    return;
  }
  if ("t" in ty) {
    if (kind !== "array") fail(`Expected \`array\`, got \`${kind}\``, path);
    const items = value as unknown[];
    if (items.length !== ty.t.length) fail(`Expected \`array\` of length ${ty.t.length}, got ${items.length}`, path);
    ty.t.forEach((item, i) => read(item, items[i], `${path}[${i}]`, keep));
    return;
  }
  if (kind !== "object") fail(`Expected \`object\`, got \`${kind}\``, path);
  if ("d" in ty) {
    for (const item of Object.values(value as Obj)) if (item !== undefined) read(ty.d, item, `${path}[...]`, keep);
    return;
  }
  readStruct(ty.s(), value as Obj, path, keep);
}

function accepts(ty: Ty, kind: string): boolean {
  if (ty === 0) return true;
  if (typeof ty === "string") return ty === kind || (ty === "float" && kind === "int");
  if ("e" in ty) return typeof ty.e[0] === "string" ? kind === "str" : kind === "int";
  if ("l" in ty || "t" in ty) return kind === "array";
  if ("u" in ty) return ty.u.some((member) => accepts(member, kind));
  return kind === "object";
}

function readTagged(field: string, members: Record<string, Struct>, value: Obj, path: string, keep: boolean): void {
  if (!has(value, field)) fail(`Object missing required field \`${field}\``, path);
  const tag = value[field];
  if (typeof tag !== "string") fail(`Expected \`str\`, got \`${kindOf(tag)}\``, `${path}.${field}`);
  readable(tag);
  const struct = has(members, tag) ? members[tag] : undefined;
  if (struct === undefined) fail(`Invalid value ${pyRepr(tag)}`, `${path}.${field}`);
  readStruct(struct, value, path, keep);
}

function readStruct(struct: Struct, value: Obj, path: string, keep: boolean): void {
  let fields = FIELDS.get(struct);
  if (fields === undefined) FIELDS.set(struct, (fields = new Map(struct.f.map((f) => [f[0], f[1]]))));
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === undefined) continue; // absent, as JSON.stringify leaves it out
    if (struct.g !== undefined && key === struct.g[0]) {
      if (typeof item !== "string") fail(`Expected \`str\`, got \`${kindOf(item)}\``, `${path}.${key}`);
      if (item !== struct.g[1]) fail(`Invalid value ${pyRepr(item)}`, `${path}.${key}`);
      continue;
    }
    const ty = fields.get(key);
    if (ty !== undefined) read(ty, item, `${path}.${key}`, keep);
    else if (!(keep && struct.k === 1)) {
      readable(key); // msgspec looks every key up as UTF-8
      if (struct.c === 1) fail(`Object contains unknown field \`${key}\``, path);
    }
  }
  for (const [name, , required] of struct.f) {
    if (required === 1 && !has(value, name)) fail(`Object missing required field \`${name}\``, path);
  }
}

// ------------------------------------------------------------------------------------------------
// The generated checks (codegen/validators.py), run on a value that has been read.

function nested(value: Obj, calls: readonly Nested[], path: string, keep: boolean): void {
  for (const [prop, list, check] of calls) {
    const item = value[prop];
    if (list === 1) {
      if (Array.isArray(item)) item.forEach((entry, i) => run(check(), entry, `${path}.${prop}[${i}]`, keep));
    } else if (item !== undefined && item !== null) {
      run(check(), item, `${path}.${prop}`, keep);
    }
  }
}

function extras(x: Extras, value: unknown, path: string, keep: boolean): void {
  for (const rule of x.r) run(rule(), value, path, keep);
  if (isObject(value)) nested(value, x.n, path, keep);
}

/** Check the constraints of an object's fields (a prefix, a length, a class path). */
function constrained(q: readonly Constraint[] | undefined, value: unknown, path: string): void {
  for (const [prop, rule, message] of q ?? []) {
    const item = (value as Obj)[prop];
    if (typeof rule === "object" && !("a" in rule) && !("s" in rule)) {
      const key = arrayKey(item);
      let allowed = ALLOWED.get(rule);
      if (allowed === undefined) ALLOWED.set(rule, (allowed = new Set(rule.map((path) => JSON.stringify(path)))));
      if (key !== undefined && !allowed.has(key)) {
        fail(`${message} ${listRepr(item as string[])}`, `${path}.${prop}`);
      }
      continue;
    }
    const broken =
      typeof rule === "string"
        ? typeof item === "string" && !item.startsWith(rule)
        : typeof rule === "number"
          ? Array.isArray(item) && item.length < rule
          : "a" in rule
            ? Array.isArray(item) && item.length > rule.a
            : "s" in rule && typeof item === "string" && [...item].length > rule.s;
    if (broken) fail(message, `${path}.${prop}`);
  }
}

function run(check: Check, value: unknown, path: string, keep: boolean): void {
  switch (check.k) {
    case "fields":
      constrained(check.q, value, path);
      return nested(value as Obj, check.n, path, keep);
    case "held":
      read(check.t, object(value, path), path, keep);
      return run(check.c(), value, path, keep);
    case "tag": {
      const member = table(check.m)[(value as Obj)[check.f ?? "type"] as string];
      if (member !== undefined) run(member, value, path, keep);
      return;
    }
    case "conv": {
      read(check.t, value, path, keep);
      const tag = (value as Obj)["type"] as string;
      const conv = table(check.m);
      const x = has(conv, tag) ? conv[tag] : undefined;
      if (x !== undefined) extras(x, value, path, keep);
      return;
    }
    case "obj":
      if (check.x !== undefined) extras(check.x, object(value, path), path, keep);
      if (check.g === 1 && !has(object(value, path), "type")) fail("Object missing required field `type`", path);
      read(check.t, value, path, keep);
      return constrained(check.q, value, path);
    case "disp": {
      const field = check.f ?? "type";
      const given = object(value, path)[field];
      const tag = check.a === 1 ? arrayKey(given) : given;
      if (typeof tag === "string") {
        const members = table(check.m);
        if (has(members, tag)) return run(members[tag] as Check, value, path, keep);
        const prefixed = (check.p?.() ?? []).find(([prefix]) => tag.startsWith(prefix));
        if (prefixed !== undefined) return run(prefixed[1], value, path, keep);
      }
      if (check.c !== 1) return;
      if (!has(value as Obj, field)) fail(`Object missing required field \`${field}\``, path);
      if (check.a === 1) {
        if (!Array.isArray(given)) fail(`Expected \`array\`, got \`${kindOf(given)}\``, `${path}.${field}`);
        if (tag === undefined) fail("Expected `array` of `str`", `${path}.${field}`);
        return fail(`Invalid value ${listRepr(given as string[])}`, `${path}.${field}`);
      }
      if (typeof tag !== "string") fail(`Expected \`str\`, got \`${kindOf(tag)}\``, `${path}.${field}`);
      return fail(`Invalid value ${pyRepr(tag as string)}`, `${path}.${field}`);
    }
    case "req":
      if (!check.r.some((keys) => keys.every((key) => has(object(value, path), key)))) fail(check.e, path);
      return;
    case "alias":
      if (check.s === 1 && typeof value === "string") return;
      if (check.a !== undefined && Array.isArray(value)) {
        const item = check.a();
        value.forEach((entry, i) => run(item, entry, `${path}[${i}]`, keep));
        return;
      }
      if (check.r !== undefined) return run(check.r(), value, path, keep);
      return fail(`Expected \`${check.e}\`, got \`${kindOf(value)}\``, path);
    case "ints":
      for (const [key, count] of Object.entries(object(value, path))) {
        if (kindOf(count) !== "int") fail(`Expected \`int\`, got \`${kindOf(count)}\``, keyPath(path, key));
      }
      return;
    case "objs":
      for (const [key, item] of Object.entries(object(value, path))) object(item, keyPath(path, key));
      return;
    case "object":
      object(value, path);
      return;
    case "x":
      return extras(check.x, value, path, keep);
    case "json": // the walker comes with the check (runJson), so that only its users bundle it
      return check.f(check.j(), value, path);
  }
}

// ------------------------------------------------------------------------------------------------
// Checks written straight from a JSON Schema (codegen/otel_genai.py's PythonWriter.body).

const JSON_NAME: Record<string, string> = {
  string: "str",
  integer: "int",
  number: "float",
  boolean: "bool",
  null: "null",
  array: "array",
  object: "object",
};

/** The JSON Schema types a value has: an int is an integer and a number. */
function jsonTypes(value: unknown): string[] {
  const kind = kindOf(value);
  if (kind === "int") return ["integer", "number"];
  const names: Record<string, string> = { null: "null", bool: "boolean", float: "number", str: "string" };
  return [names[kind] ?? kind];
}

function typesOf(schema: Json): string[] {
  const t = schema["type"];
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t as string[];
  if (Array.isArray(schema["anyOf"])) {
    const out: string[] = [];
    for (const branch of schema["anyOf"] as Json[]) {
      const types = typesOf(resolve(branch));
      if (types.length === 0) return [];
      for (const x of types) if (!out.includes(x)) out.push(x);
    }
    return out;
  }
  if (typeof schema["const"] === "string") return ["string"];
  return [];
}

function resolve(schema: Json): Json {
  const ref = schema["$ref"];
  return typeof ref === "function" ? ((ref as Thunk<Json>)() as Json) : schema;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Check `value` against a JSON Schema node as codegen/otel_genai.py's checks do: the first error. */
export function runJson(s: Json, value: unknown, path: string): void {
  if (typeof s["$ref"] === "function") runJson((s["$ref"] as Thunk<Json>)(), value, path);
  if (Array.isArray(s["allOf"]) && Array.isArray(s["anyOf"])) {
    if (!isObject(value)) fail(`Expected \`object\`, got \`${kindOf(value)}\``, path);
    const rules = s["allOf"] as Json[];
    // the property the rules read the tag from: type, or another (AG-UI's role, JSON Patch's op)
    const prop = Object.keys((rules[0]?.["if"] as Json | undefined)?.["properties"] ?? { type: 0 })[0] as string;
    const tag = value[prop];
    const rule = rules.find(
      (r) => typeof tag === "string" && ((r["if"] as Json)["properties"] as Record<string, Json>)[prop]?.["const"] === tag,
    );
    const members = s["anyOf"] as Json[];
    return runJson(rule !== undefined ? (rule["then"] as Json) : (members[members.length - 1] as Json), value, path);
  }
  const t = s["type"];
  if (t !== undefined) {
    const types = typeof t === "string" ? [t] : (t as string[]);
    if (!types.some((x) => jsonTypes(value).includes(x))) {
      fail(`Expected \`${types.map((x) => JSON_NAME[x] ?? x).join(" | ")}\`, got \`${kindOf(value)}\``, path);
    }
  }
  if ("const" in s && !equal(value, s["const"])) fail(`Expected ${pyRepr(s["const"] as string)}`, path);
  if (Array.isArray(s["enum"]) && !s["enum"].some((e) => equal(value, e))) {
    fail(`Expected one of ${(s["enum"] as (string | number)[]).map(pyRepr).join(", ")}`, path);
  }
  // bounds on a value of a known type (the type test came first); the messages are msgspec's
  if (typeof s["pattern"] === "string" && !new RegExp(s["pattern"], "u").test(value as string)) {
    fail(`Expected \`str\` matching regex ${pyRepr(s["pattern"])}`, path);
  }
  if (typeof s["minimum"] === "number" && (value as number) < s["minimum"]) fail(`Expected \`int\` >= ${s["minimum"]}`, path);
  if (typeof s["maximum"] === "number" && (value as number) > s["maximum"]) fail(`Expected \`int\` <= ${s["maximum"]}`, path);
  if (typeof s["minItems"] === "number" && (value as unknown[]).length < s["minItems"]) {
    fail(`Expected \`array\` of length >= ${s["minItems"]}`, path);
  }
  if (Array.isArray(s["anyOf"])) {
    const fitting: Violation[] = [];
    const names: string[] = [];
    for (const branch of s["anyOf"] as Json[]) {
      const types = typesOf(resolve(branch));
      for (const x of types) if (!names.includes(JSON_NAME[x] ?? x)) names.push(JSON_NAME[x] ?? x);
      try {
        runJson(branch, value, path);
        return;
      } catch (error) {
        if (!(error instanceof Violation)) throw error;
        if (types.length === 0 || types.some((x) => jsonTypes(value).includes(x))) fitting.push(error);
      }
    }
    if (fitting.length === 1) throw fitting[0];
    fail(`Expected \`${names.join(" | ") || "any"}\`, got \`${kindOf(value)}\``, path);
  }
  const obj = value as Obj;
  for (const key of (s["required"] as string[] | undefined) ?? []) {
    if (!has(obj, key)) fail(`Object missing required field \`${key}\``, path);
  }
  const props = (s["properties"] as Record<string, Json> | undefined) ?? {};
  for (const [prop, ps] of Object.entries(props)) {
    if (has(obj, prop)) runJson(ps, obj[prop], keyPath(path, prop));
  }
  const extra = s["additionalProperties"];
  if (isObject(extra) && Object.keys(extra).length > 0) {
    for (const [key, item] of Object.entries(obj)) if (!has(props, key)) runJson(extra, item, keyPath(path, key));
  }
  if (isObject(s["items"])) (value as unknown[]).forEach((item, i) => runJson(s["items"] as Json, item, `${path}[${i}]`));
}

// ------------------------------------------------------------------------------------------------

function keepOf(options?: ValidateOptions): boolean {
  const extra = options?.extra ?? "forbid";
  if (extra !== "forbid" && extra !== "keep") throw new TypeError(`extra must be 'forbid' or 'keep', not ${String(extra)}`);
  return extra === "keep";
}

function guarded(step: () => void): Violation | undefined {
  try {
    step();
    return undefined;
  } catch (caught) {
    if (caught instanceof Violation) return caught;
    if (caught instanceof RangeError) return new Violation("Payload is nested too deeply", "$");
    throw caught;
  }
}

/**
 * Run `step` on `value`; where it meets a lone surrogate that msgspec would need as UTF-8, run it on
 * the value with each lone surrogate written as its escape instead, as Python does: the error
 * found there, or when the value passes so, that such a string cannot be read if reading the value
 * itself (`reread`, what Python returns) meets one again.
 */
function surrogates(value: unknown, step: (value: unknown) => void, reread: (value: unknown) => void): Violation | undefined {
  try {
    return guarded(() => step(value));
  } catch (caught) {
    if (caught !== SURROGATE) throw caught;
  }
  const found = guarded(() => step(scrub(value)));
  if (found !== undefined) return found;
  try {
    reread(value); // Python reads the value itself again, to return it
    return undefined;
  } catch (caught) {
    if (caught !== SURROGATE) throw caught;
    return new Violation("A string holds a lone surrogate where one cannot be read", "$");
  }
}

/**
 * The validator of one schema title: values read as `ty` (null: held as plain JSON, not read),
 * then `check`; `objectFirst` when the check assumes an object (a bare key-set rule: MediaSource).
 */
export function validator<T>(title: string, ty: Ty | null, check: Thunk<Check>, objectFirst = false): Validator<T> {
  const one = (value: unknown, path: string, keep: boolean): void => {
    if (objectFirst && !isObject(value)) fail(`Expected \`object\`, got \`${kindOf(value)}\``, path);
    run(check(), value, path, keep);
  };
  const found = (value: unknown, options?: ValidateOptions): Violation | undefined => {
    const keep = keepOf(options);
    const reread = (v: unknown): void => {
      if (ty !== null) read(ty, v, "$", keep);
    };
    return surrogates(
      value,
      (v) => {
        reread(v);
        one(v, "$", keep);
      },
      reread,
    );
  };
  const each = (values: unknown, options?: ValidateOptions): Violation | undefined => {
    const keep = keepOf(options);
    const reread = (v: unknown): void => read({ l: ty ?? 0 }, v, "$", keep); // Python reads JSON text as a list first
    return surrogates(
      values,
      (v) => {
        reread(v);
        (v as unknown[]).forEach((item, i) => one(item, `$[${i}]`, keep));
      },
      reread,
    );
  };
  return {
    title,
    check: found,
    is: (value: unknown, options?: ValidateOptions): value is T => found(value, options) === undefined,
    checkEach: each,
  };
}
