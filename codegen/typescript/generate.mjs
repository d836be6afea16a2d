// Generate the bundled schema, TypeScript types and ahead-of-time ajv validators from schemas/.
//
// Invoked by codegen/typescript.py at the end of codegen/generate.py (so through `make generate`):
//
//   node codegen/typescript/generate.mjs --schemas DIR --out GENERATED --digest SHA256 --version X.Y.Z
//
// Writes, under GENERATED (which codegen/generate.py has just wiped):
//   schema/chatschema.schema.json  every $defs type of every schema file in one document, $refs internal
//   schema/manifest.json           the bundle's sha256, the package version and the inputs digest
//   typescript/types.ts            json-schema-to-typescript output, fed the bundle as ONE entry
//   typescript/validators.js       ajv standalone code (draft 2020-12), one validate function per title,
//                                  and an allowExtra variant per title that can hold a message
//   typescript/validators.d.ts     the typings of validators.js: each function is a type guard
//   typescript/package.json        marks validators.js as an ES module
//
// Output is deterministic: no timestamps, fixed key order, pinned tool versions (package-lock.json).

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import Ajv2020 from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { compile } from "json-schema-to-typescript";

const SOURCE = "Generated from schemas/ by codegen/typescript/generate.mjs. DO NOT EDIT.";
const BUNDLE_NAME = "chatschema.schema.json";
const BUNDLE_TITLE = "chatschema";
const BUNDLE_DESCRIPTION =
  "Every chatschema type in one document: the $defs of all schema files under schemas/, " +
  "with every $ref rewritten to #/$defs/<Title>. Generated; pin it by the sha256 in manifest.json.";

function fail(message) {
  process.stderr.write(`generate.mjs: ${message}\n`);
  process.exit(1);
}

function sha256(text) {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function json(value) {
  return JSON.stringify(value, null, 2) + "\n";
}

function deepMap(node, fn) {
  if (Array.isArray(node)) return node.map((item) => deepMap(item, fn));
  if (node !== null && typeof node === "object") {
    const out = {};
    for (const [key, value] of Object.entries(node)) out[key] = deepMap(value, fn);
    return fn(out);
  }
  return node;
}

// ---------------------------------------------------------------------------------------------
// 1. The bundle

function loadSchemaFiles(dir) {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  if (names.length === 0) fail(`no *.json schema files in ${dir}`);
  return names.map((name) => {
    const doc = JSON.parse(readFileSync(join(dir, name), "utf8"));
    if (typeof doc.$id !== "string") fail(`${name} has no $id`);
    if (doc.$schema !== "https://json-schema.org/draft/2020-12/schema") fail(`${name} is not draft 2020-12`);
    return { name, doc };
  });
}

function bundle(files) {
  const byId = new Map(files.map((f) => [f.doc.$id, f]));
  const owner = new Map(); // def name -> file name
  for (const { name, doc } of files) {
    for (const [key, def] of Object.entries(doc.$defs ?? {})) {
      if (owner.has(key)) fail(`$defs/${key} is defined in both ${owner.get(key)} and ${name}`);
      if (def.title !== undefined && def.title !== key) fail(`${name}: $defs/${key} has title ${def.title}`);
      owner.set(key, name);
    }
  }
  const defs = {};
  for (const { name, doc } of files) {
    for (const [key, def] of Object.entries(doc.$defs ?? {})) {
      defs[key] = deepMap(def, (node) => {
        if (typeof node.$ref !== "string") return node;
        const target = new URL(node.$ref, doc.$id);
        const match = /^#\/\$defs\/([^/]+)$/.exec(target.hash);
        const file = byId.get(target.href.slice(0, target.href.length - target.hash.length));
        if (!match || !file || !(match[1] in (file.doc.$defs ?? {}))) {
          fail(`${name}: $ref ${node.$ref} does not name a $defs entry of a schema file`);
        }
        return { ...node, $ref: `#/$defs/${match[1]}` };
      });
      for (const keyword of ["$id", "$anchor", "$dynamicAnchor"]) {
        if (JSON.stringify(def).includes(`"${keyword}"`)) fail(`${name}: $defs/${key} uses ${keyword}`);
      }
    }
  }
  const base = new URL(".", files[0].doc.$id).href;
  for (const { name, doc } of files) {
    if (new URL(".", doc.$id).href !== base) fail(`${name}: $id is not under ${base}`);
  }
  return {
    $comment: SOURCE,
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: new URL(BUNDLE_NAME, base).href,
    title: BUNDLE_TITLE,
    description: BUNDLE_DESCRIPTION,
    $defs: defs,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. TypeScript types

function banner(digest) {
  return `// ${SOURCE}\n// inputs sha256: ${digest}\n`;
}

// A schema that only says which keys must be present (MediaSource: "url, base64 or file_id"). TypeScript
// cannot say it without a union per rule, so the types leave it to the validators.
function isRequiredRule(schema) {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return false;
  const annotations = new Set(["title", "description", "$comment"]);
  let rules = 0;
  for (const [key, value] of Object.entries(schema)) {
    if (annotations.has(key)) continue;
    if (key === "required") rules += 1;
    else if (["anyOf", "oneOf", "allOf"].includes(key) && value.every(isRequiredRule)) rules += 1;
    else return false;
  }
  return rules > 0;
}

// The entry document for json-schema-to-typescript. Only the input of the type generator is
// reshaped, never the bundle:
// * `{"$ref": "#/$defs/X", "description": ...}` becomes `{"tsType": "X", "description": ...}`, so a
//   $ref with a description names X instead of declaring X1, X2, ... copies of it;
// * `allOf` members that are only required-key rules are dropped (see isRequiredRule);
// * the root declares nothing; every type comes from `unreachableDefinitions`.
function typesEntry(bundled) {
  const rules = new Set(Object.keys(bundled.$defs).filter((key) => isRequiredRule(bundled.$defs[key])));
  const defs = {};
  for (const [key, def] of Object.entries(bundled.$defs)) {
    defs[key] = deepMap(def, (node) => {
      const out = { ...node };
      if (Array.isArray(out.allOf)) {
        // members were rewritten already (deepMap works bottom-up): a $ref is a tsType here
        out.allOf = out.allOf.filter((m) => !(typeof m.tsType === "string" && rules.has(m.tsType)));
        if (out.allOf.length === 0) delete out.allOf;
      }
      if (typeof out.$ref === "string") {
        const { $ref, ...rest } = out;
        return { tsType: $ref.slice("#/$defs/".length), ...rest };
      }
      delete out.discriminator;
      return out;
    });
  }
  return { title: BUNDLE_TITLE, $defs: defs };
}

const ROOT_DECLARATION = "export interface Chatschema {\n  [k: string]: unknown;\n}\n";
const REFERENCED_BY = /^ \* This interface was referenced by `Chatschema`'s JSON-Schema\n \* via the `definition` "([^"]+)"\.$/gm;

async function renderTypes(bundled, digest) {
  const ts = await compile(typesEntry(bundled), BUNDLE_TITLE, {
    bannerComment: "",
    additionalProperties: true,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    strictIndexSignatures: false,
    unknownAny: true,
    format: true,
    $refOptions: { resolve: { external: false, file: false, http: false } },
  });
  if (ts.split(ROOT_DECLARATION).length !== 2) fail("json-schema-to-typescript output changed shape (root)");
  const body = ts
    .replace(ROOT_DECLARATION, "")
    .replace(REFERENCED_BY, (_, name) => ` * Schema: ${BUNDLE_NAME}#/$defs/${name}`);
  for (const key of Object.keys(bundled.$defs)) {
    if (!new RegExp(`^export (type|interface) ${key}\\b`, "m").test(body)) fail(`types.ts does not declare ${key}`);
  }
  return banner(digest) + "\n" + body;
}

// ---------------------------------------------------------------------------------------------
// 3. Validators

// The document ajv compiles. Like the types entry, only this input is reshaped, never the bundle.
// For each `oneOf` with a `discriminator` (AnyMessage, ContentBlock, SerializedMessage, ...):
// * `required: [tag]` beside it: ajv's discriminator demands that the tag be required, and the
//   Python side (msgspec tagged unions) already rejects a union member without its tag;
// * `properties: {tag: {enum: [every tag]}}` beside it: implied by the oneOf (each member fixes its
//   tag with const), but reported at `$.type` like the Python side, where the discriminator alone
//   reports an unknown tag at the object.
function validatorsEntry(bundled) {
  const defs = bundled.$defs;
  const tagsOf = (node, tag) =>
    node.oneOf.map((member) => {
      const target = member.$ref ? defs[member.$ref.slice("#/$defs/".length)] : member;
      const prop = target?.properties?.[tag];
      if (prop && typeof prop.const === "string") return [prop.const];
      if (prop && Array.isArray(prop.enum)) return prop.enum;
      return fail(`discriminator ${tag}: a oneOf member has no const or enum ${tag}`);
    });
  const out = structuredClone(bundled);
  delete out.$comment;
  out.$defs = deepMap(out.$defs, (node) => {
    if (!node.discriminator || !Array.isArray(node.oneOf)) return node;
    const tag = node.discriminator.propertyName;
    const required = node.required ?? [];
    if (node.properties?.[tag]) fail(`discriminator ${tag}: properties.${tag} beside it is not supported`);
    return {
      ...node,
      required: required.includes(tag) ? required : [...required, tag],
      properties: { ...node.properties, [tag]: { enum: tagsOf(node, tag).flat() } },
    };
  });
  return out;
}

// The lenient mode ("allowExtra"): the same schemas with unknown top-level fields allowed on every
// message type (the members of AnyMessage), nowhere else. Compiled from a second entry document, so
// that the messages held by envelopes and lists are lenient too; one validator per title whose
// values can hold a message.
const ALLOW_EXTRA_SUFFIX = "AllowExtra";

function messageTitles(bundled) {
  const any = bundled.$defs.AnyMessage;
  if (!any) return new Set(); // schemas without messages (the codegen test fixtures): no lenient variants
  if (!Array.isArray(any.oneOf)) fail("AnyMessage is no oneOf: cannot tell the message types");
  return new Set(any.oneOf.map((member) => member.$ref.slice("#/$defs/".length)));
}

function titlesHoldingMessages(bundled) {
  const messages = messageTitles(bundled);
  const refs = new Map();
  for (const [key, def] of Object.entries(bundled.$defs)) {
    const found = new Set();
    deepMap(def, (node) => {
      if (typeof node.$ref === "string") found.add(node.$ref.slice("#/$defs/".length));
      return node;
    });
    refs.set(key, found);
  }
  const holds = new Set(messages);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [key, found] of refs) {
      if (!holds.has(key) && [...found].some((ref) => holds.has(ref))) {
        holds.add(key);
        grew = true;
      }
    }
  }
  return Object.keys(bundled.$defs).filter((key) => holds.has(key));
}

function allowExtraEntry(entry, bundled) {
  const messages = messageTitles(bundled);
  const out = structuredClone(entry);
  out.$id = entry.$id.replace(/\.schema\.json$/, ".allow-extra.schema.json");
  if (out.$id === entry.$id) fail(`cannot name the allowExtra document after ${entry.$id}`);
  for (const key of messages) {
    if (out.$defs[key].additionalProperties !== false) fail(`${key} is not closed; allowExtra opens closed messages`);
    delete out.$defs[key].additionalProperties;
  }
  return out;
}

function renderValidators(bundled, digest) {
  const ajv = new Ajv2020({
    code: { source: true, esm: true, lines: true },
    strict: true,
    strictRequired: false, // MediaSource: `required` keys that `properties` beside it does not list
    strictTypes: false, // MediaSource: `required` rules without `type: "object"` (they ignore non-objects)
    allowUnionTypes: true,
    discriminator: true,
    allErrors: true, // report every error, so a caller sees each path the Python side may report
    logger: { log: fail, warn: fail, error: fail },
  });
  const entry = validatorsEntry(bundled);
  const lenient = allowExtraEntry(entry, bundled);
  const holding = titlesHoldingMessages(bundled);
  ajv.addSchema(entry);
  if (holding.length > 0) ajv.addSchema(lenient);
  const exports = {};
  for (const key of Object.keys(bundled.$defs)) exports[`validate${key}`] = `${entry.$id}#/$defs/${key}`;
  for (const key of holding) exports[`validate${key}${ALLOW_EXTRA_SUFFIX}`] = `${lenient.$id}#/$defs/${key}`;
  const code = standaloneCode(ajv, exports);
  if (/\brequire\(|^\s*import\b/m.test(code)) {
    fail("ajv standalone code imports a runtime helper; validators.js must stand alone");
  }
  const table = Object.keys(bundled.$defs)
    .map((key) => `  ${key}: validate${key},`)
    .join("\n");
  const lenientTable = holding.map((key) => `  ${key}: validate${key}${ALLOW_EXTRA_SUFFIX},`).join("\n");
  return (
    banner(digest) +
    code +
    "\n\n/** Every validator by schema title. */\nexport const validators = {\n" +
    table +
    "\n};\n" +
    "\n/** The lenient validators, by title: unknown top-level message fields allowed (extra=\"keep\"). */\n" +
    "export const allowExtra = {\n" +
    lenientTable +
    "\n};\n"
  );
}

function renderValidatorTypes(bundled, digest) {
  const keys = Object.keys(bundled.$defs);
  const holding = titlesHoldingMessages(bundled);
  return `${banner(digest)}
import type * as T from "./types.js";

/** One validation error, as ajv reports it. */
export interface ValidationError {
  /** JSON Pointer to the failing value, "" for the root, "/content/1/url" for $.content[1].url. */
  instancePath: string;
  /** JSON Pointer to the failing keyword, relative to the schema ajv compiled it from. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: a type guard that leaves its errors on \`errors\` after each call. */
export interface Validator<Type> {
  (data: unknown): data is Type;
  errors?: ValidationError[] | null;
}

${keys.map((key) => `export declare const validate${key}: Validator<T.${key}>;`).join("\n")}

/** Every validator by schema title. */
export declare const validators: {
${keys.map((key) => `  readonly ${key}: Validator<T.${key}>;`).join("\n")}
};

/**
 * The lenient mode: the same schema with unknown top-level message fields allowed (what the Python
 * side calls extra="keep"), for each title whose values can hold a message. Values that pass may
 * carry keys their type does not declare, so they are typed as the type with any extra keys.
 */
${holding.map((key) => `export declare const validate${key}AllowExtra: Validator<T.${key} & Record<string, unknown>>;`).join("\n")}

/** The lenient validators by schema title. */
export declare const allowExtra: {
${holding.map((key) => `  readonly ${key}: Validator<T.${key} & Record<string, unknown>>;`).join("\n")}
};
`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      schemas: { type: "string" },
      out: { type: "string" },
      digest: { type: "string" },
      version: { type: "string" },
    },
    strict: true,
  });
  for (const option of ["schemas", "out", "digest", "version"]) {
    if (!values[option]) fail(`--${option} is required`);
  }
  const files = loadSchemaFiles(values.schemas);
  const bundled = bundle(files);
  const bundleText = json(bundled);

  const schemaDir = join(values.out, "schema");
  const tsDir = join(values.out, "typescript");
  mkdirSync(schemaDir, { recursive: true });
  mkdirSync(tsDir, { recursive: true });
  writeFileSync(join(schemaDir, BUNDLE_NAME), bundleText);
  writeFileSync(
    join(schemaDir, "manifest.json"),
    json({
      $comment: `${SOURCE} inputs sha256: ${values.digest}`,
      schema: BUNDLE_NAME,
      $id: bundled.$id,
      version: values.version,
      sha256: sha256(bundleText),
      inputs_sha256: values.digest,
      types: Object.keys(bundled.$defs),
    }),
  );
  writeFileSync(join(tsDir, "types.ts"), await renderTypes(bundled, values.digest));
  writeFileSync(join(tsDir, "validators.js"), renderValidators(bundled, values.digest));
  writeFileSync(join(tsDir, "validators.d.ts"), renderValidatorTypes(bundled, values.digest));
  // validators.js is an ES module; say so, or Node may load it as CommonJS
  writeFileSync(
    join(tsDir, "package.json"),
    json({ $comment: `${SOURCE} inputs sha256: ${values.digest}`, type: "module", sideEffects: false }),
  );
}

await main();
