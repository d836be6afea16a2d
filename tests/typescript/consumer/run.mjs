// Prove that a user can install the package: `node tests/typescript/consumer/run.mjs dist/chatschema-X.tgz`
// (make ts-consumer). In a scratch project under build/, with no registry access:
// 1. install the tarball alone (npm install --offline);
// 2. scan what was installed: JavaScript and .d.ts only, no eval, no Function constructor, no Node built-in;
// 3. type-check consumer.ts, utilities.ts (once the package has the utilities) and the README's
//    TypeScript example with tsc --strict against the installed package, run them with node;
// 4. run publint and @arethetypeswrong/cli (ESM-only profile) on the tarball: no error.

import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(new URL("../../..", import.meta.url).pathname);
const BIN = join(ROOT, "codegen/typescript/node_modules/.bin");
const tarball = resolve(process.argv[2] ?? "");
if (!statSync(tarball, { throwIfNoEntry: false })?.isFile()) throw new Error(`no tarball at ${tarball}`);
const SCRATCH = join(ROOT, "build/consumer");

function sh(command, args, cwd = SCRATCH) {
  process.stdout.write(`$ ${[command, ...args].map((a) => relative(ROOT, a) || a).join(" ")}\n`);
  execFileSync(command, args, { cwd, stdio: "inherit" });
}

rmSync(SCRATCH, { recursive: true, force: true });
mkdirSync(SCRATCH, { recursive: true });
writeFileSync(join(SCRATCH, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
sh("npm", ["install", "--offline", "--no-audit", "--no-fund", "--no-package-lock", tarball]);

// 2. what ships
const installed = join(SCRATCH, "node_modules/chatschema");
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(installed, path));
  }
};
walk(installed);
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const problems = [];
for (const file of files) {
  if (file.endsWith(".ts") && !file.endsWith(".d.ts")) problems.push(`${file}: TypeScript source shipped`);
  if (!file.endsWith(".js")) continue;
  const text = readFileSync(join(installed, file), "utf8");
  if (/\beval\s*\(/.test(text)) problems.push(`${file}: eval`);
  if (/\bnew\s+Function\b|\bFunction\s*\(/.test(text)) problems.push(`${file}: Function constructor`);
  if (/\brequire\s*\(/.test(text)) problems.push(`${file}: require`);
  // (not a quoted key such as the "from" of a JSON Patch operation in a generated validator's schema)
  for (const [, spec] of text.matchAll(/(?<!["'\w])(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    if (builtins.has(spec)) problems.push(`${file}: imports the Node built-in ${spec}`);
    else if (!spec.startsWith(".")) problems.push(`${file}: imports ${spec}, which the package does not depend on`);
  }
}
if (problems.length > 0) throw new Error(`the package ships what it must not:\n${problems.join("\n")}`);
const sizes = files.map((f) => statSync(join(installed, f)).size);
console.log(`installed: ${files.length} files, ${sizes.reduce((a, b) => a + b, 0)} bytes; no eval, Function or built-in`);

// 3. the consumer, the utilities, the chat-UI stream readers and the README's example, type-checked strictly against the
//    installed package, then run. utilities.ts is written against the utilities of issue 28; until
//    the package exports every name it imports (the utilities land from other branches) it is
//    skipped, and from then on every value the package exports must be used by one of the files.
const exported = Object.keys(await import(join(installed, "src/typescript/index.js"))).sort();
const programs = ["consumer.ts", "uiStreams.ts", "uiStreamsWriter.ts"];
const utilities = readFileSync(join(ROOT, "tests/typescript/consumer/utilities.ts"), "utf8");
const imported = [...utilities.matchAll(/^ {2}(?!type )(\w+),$/gm)].map((m) => m[1]);
const lacking = imported.filter((name) => !exported.includes(name));
if (lacking.length === 0) programs.push("utilities.ts");
else if (!exported.includes("getBufferString")) console.log("utilities.ts skipped: the package has no utilities yet");
else throw new Error(`tests/typescript/consumer/utilities.ts imports ${lacking.join(", ")}, which the package does not export`);
programs.push("aiSdk.ts"); // the "chatschema/ai-sdk" subpath
for (const program of programs) copyFileSync(join(ROOT, "tests/typescript/consumer", program), join(SCRATCH, program));
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("\n## TypeScript\n"));
const example = /```ts\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf("\n## ", 1)));
if (example === null) throw new Error("README.md: no ```ts example in the TypeScript section");
writeFileSync(join(SCRATCH, "readme.ts"), example[1]);
programs.push("readme.ts");
if (programs.includes("utilities.ts")) {
  const used = programs.map((p) => readFileSync(join(SCRATCH, p), "utf8")).join("\n");
  const unused = exported.filter((name) => !new RegExp(`\\b${name}\\b`).test(used));
  if (unused.length > 0) {
    throw new Error(`tests/typescript/consumer/: the package exports ${unused.join(", ")}, which no consumer uses`);
  }
}
writeFileSync(
  join(SCRATCH, "tsconfig.json"),
  JSON.stringify({
    compilerOptions: {
      strict: true,
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022", "DOM"],
      types: [],
      skipLibCheck: false,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      outDir: "out",
    },
    files: programs,
  }),
);
sh(join(BIN, "tsc"), ["-p", "tsconfig.json"]);
for (const program of programs) sh("node", [`out/${program.replace(/\.ts$/, ".js")}`]);

// 4. the tarball, as a registry would receive it
sh(join(BIN, "publint"), ["run", tarball, "--strict"]);
sh(join(BIN, "attw"), [tarball, "--profile", "esm-only", "--format", "table-flipped"]);
console.log("consumer: installed, type-checked, ran; publint and attw found no problem");
