// Generate the bundled schema, the TypeScript types and the npm package manifest from schemas/.
//
// Invoked by codegen/typescript.py at the end of codegen/generate.py (so through `make generate`):
//
//   node codegen/typescript/generate.mjs --schemas DIR --out GENERATED --digest SHA256 --version X.Y.Z
//
// Writes, under GENERATED (which codegen/generate.py has just wiped):
//   schema/chatschema.schema.json  every $defs type of every schema file in one document, $refs internal
//   schema/manifest.json           the bundle's sha256, the package version and the inputs digest
//   typescript/types.ts            json-schema-to-typescript output, fed the bundle as ONE entry
//   typescript/schema.ts           the bundle's sha256, $id and version as constants
//   typescript/package.json        the npm package's manifest (name, version, exports, files...),
//                                  which `make ts-pack` puts at the root of the package
//
// The validators are written by codegen/ts_validators.py (typescript/validators/), from the same
// decisions as the Python checks.
//
// Output is deterministic: no timestamps, fixed key order, pinned tool versions (package-lock.json).

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

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
// 3. The npm package: its manifest, and the bundle's identity as constants

// The package's own layout, as `make ts-pack` builds it: tsc's output of src/typescript/ (the
// handwritten part) and generated/typescript/ (this generator's and codegen/ts_validators.py's).
const ENTRY = "./src/typescript/index";
const VALIDATORS = "./generated/typescript/validators/index";
const TRANSLATORS = "./src/typescript/translators";
const UI_STREAMS = "./src/typescript/uiStreams";
const UI_STREAMS_WRITER = "./src/typescript/uiStreamsWriter";
const LANGCHAINJS = "./src/typescript/langchainjs";
const AI_SDK = "./src/typescript/aiSdk";
const LC_JSON = "./src/typescript/lcJson";

function packageManifest(version, digest) {
  const entry = (base) => ({ types: `${base}.d.ts`, default: `${base}.js` });
  return {
    $comment: `${SOURCE} inputs sha256: ${digest}`,
    name: "chatschema",
    version,
    description:
      "Chat message types from one JSON Schema, the same as the Python package chatschema: " +
      "types, validators with the Python package's errors, and the message utilities.",
    license: "MIT",
    type: "module",
    sideEffects: false,
    engines: { node: ">=18" },
    types: `${ENTRY}.d.ts`,
    exports: {
      ".": entry(ENTRY),
      "./validators": entry(VALIDATORS),
      "./translators": entry(TRANSLATORS),
      "./ui-streams": entry(UI_STREAMS),
      "./ui-streams-writer": entry(UI_STREAMS_WRITER),
      "./langchainjs": entry(LANGCHAINJS),
      "./ai-sdk": entry(AI_SDK),
      "./lc-json": entry(LC_JSON),
      "./schema.json": "./generated/schema/chatschema.schema.json",
      "./package.json": "./package.json",
    },
    files: ["src/typescript/**/*.js", "src/typescript/**/*.d.ts", "generated/**/*.js", "generated/**/*.d.ts", "generated/schema/*.json"],
    keywords: ["chat", "messages", "langchain", "json-schema", "validation", "llm"],
  };
}

function renderSchemaModule(manifest, digest) {
  return `${banner(digest)}
/** The version of the schema, equal to the version of the Python package and of this package. */
export const SCHEMA_VERSION = ${JSON.stringify(manifest.version)};

/**
 * The sha256 of the bundled schema (chatschema.schema.json, shipped as "chatschema/schema.json"):
 * a client and a server that report the same digest speak the same schema.
 */
export const SCHEMA_SHA256 = ${JSON.stringify(manifest.sha256)};

/** The $id of the bundled schema. */
export const SCHEMA_ID = ${JSON.stringify(manifest.$id)};
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
  const manifest = {
    $comment: `${SOURCE} inputs sha256: ${values.digest}`,
    schema: BUNDLE_NAME,
    $id: bundled.$id,
    version: values.version,
    sha256: sha256(bundleText),
    inputs_sha256: values.digest,
    types: Object.keys(bundled.$defs),
  };
  writeFileSync(join(schemaDir, "manifest.json"), json(manifest));
  writeFileSync(join(tsDir, "types.ts"), await renderTypes(bundled, values.digest));
  writeFileSync(join(tsDir, "schema.ts"), renderSchemaModule(manifest, values.digest));
  writeFileSync(join(tsDir, "package.json"), json(packageManifest(values.version, values.digest)));
}

await main();
