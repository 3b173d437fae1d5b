// Compiles every schema to standalone validator code at build time, so that no ajv compiler, eval or new Function
// reaches the browser (DESIGN.md section 9): the kernel's schemas/ into src/generated/, and each plugin's
// plugins/<id>/schemas/index.ts into plugins/<id>/src/generated/.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import AjvModule from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import * as kernelSchemas from '../schemas/index.ts';

// Both packages are CommonJS; loaded from ESM their exports sit under `default`.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default;
const standaloneCode = (standaloneModule as unknown as { default: typeof standaloneModule }).default;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Schema {
  $id: string;
}

interface ValidatorSet {
  /** Where the schemas come from, for the generated files' header. */
  source: string;
  outDir: string;
  /** The schemas to emit a validator for. */
  schemas: Schema[];
  /** Schemas their `$ref`s may point to besides their own (a plugin's may refer to the kernel's). */
  known: Schema[];
  /** The type of each validator, as the .d.ts imports it. */
  validatorType: string;
}

/** Keywords that only document a schema: the generated code would carry their text (ajv embeds the schema) for nothing. */
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples']);
/** Keywords whose value maps names to subschemas (the names are data, never annotations). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, not a schema. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'required']);

function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (typeof schema !== 'object' || schema === null) return schema;
  const kept = Object.entries(schema).filter(([keyword]) => !ANNOTATIONS.has(keyword));
  return Object.fromEntries(
    kept.map(([keyword, value]) => {
      if (DATA_KEYWORDS.has(keyword)) return [keyword, value];
      if (SCHEMA_MAPS.has(keyword) && typeof value === 'object' && value !== null) {
        return [keyword, Object.fromEntries(Object.entries(value).map(([name, subschema]) => [name, withoutAnnotations(subschema)]))];
      }
      return [keyword, withoutAnnotations(value)];
    }),
  );
}

/**
 * Each error object of ajv's code names the schema path of the rule it broke, and the rule's parameters (the pattern
 * again, the allowed values, the type): code only an invalid document runs, on every critical path. SchemaError
 * names the document, the instance path and the keyword; of the parameters only a missing property's name, which
 * completes the path, is kept (the other errors carry no `params` at all: `ValidationIssue.params` is optional).
 */
const withoutErrorDetails = (code: string) =>
  code.replace(/schemaPath:"[^"\\]*",/g, '').replace(/,params:\{(?!missingProperty)(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}/g, '');

/**
 * With `allErrors: false` a broken rule returns at once. So in a function where no keyword counts errors (`anyOf`,
 * `oneOf`, `not` and `if` write `errors`), every `validN` flag is true, and each `if(validN){` only nests the next
 * property's checks one level deeper: a `var` the minifier cannot fold. Those blocks become plain blocks. Flags and
 * counters are local to each function ajv emits, so each is judged on its own.
 */
const withoutConstantValidFlags = (code: string) =>
  code.replace(/function validate\d+\(.*?(?=function validate\d+\(|$)/gs, (validator) =>
    /(?<![\w$.])errors(?:\+\+| = (?!0;))|\bvalid\d+ = (?!true;|_errs\d+ === errors;)/.test(validator) ? validator : validator.replace(/if\(valid\d+\)\{/g, '{'),
  );

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** The step of a path after which the value is read by brackets: kept whole. */
const WHOLE = '[';

/**
 * What of `value` the paths (property names, from `value` down) reach. A path that ends at `properties` keeps only
 * that object's names (with 0 values); one that ends elsewhere keeps the value whole.
 */
function reachedBy(value: Json, paths: string[][], key = ''): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || paths.some((path) => path[0] === WHOLE)) return value;
  const ends = paths.some((path) => path.length === 0);
  if (ends && key !== 'properties') return value;
  const kept: { [key: string]: Json } = ends ? Object.fromEntries(Object.keys(value).map((name) => [name, 0])) : {};
  for (const next of new Set(paths.filter((path) => path.length > 0).map((path) => path[0]))) {
    kept[next] = reachedBy(value[next], paths.filter((path) => path[0] === next).map((path) => path.slice(1)), next);
  }
  return kept;
}

/**
 * ajv's standalone code embeds a whole schema as a constant when it checks `additionalProperties` against more than a
 * few names (`hasOwnProperty.call(schema11.properties, key)`): every rule and pattern of the schema, shipped again
 * beside the code that already applies them, on the critical path for the kernel's own documents. Only the names are
 * read, so each constant keeps just what its uses reach; an unused one goes.
 */
function withSchemaConstantsReduced(code: string): string {
  return code.replace(/const (schema\d+) = (\{.*?\});(?=const |function |export |$)/gs, (declaration, name: string, literal: string) => {
    const rest = code.replace(declaration, '');
    // Steps are `.name` or `["name"]`; a use that goes on by any other bracket keeps what it reached whole.
    const paths = [...rest.matchAll(new RegExp(`\\b${name}((?:\\.[A-Za-z_$][\\w$]*|\\["(?:[^"\\\\]|\\\\.)*"\\])*)(\\[)?`, 'g'))].map((use) => [
      ...[...use[1].matchAll(/\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]/g)].map((step) => step[1] ?? (JSON.parse(step[2]) as string)),
      ...(use[2] ? [WHOLE] : []),
    ]);
    if (paths.length === 0) return '';
    return `const ${name} = ${JSON.stringify(reachedBy(JSON.parse(literal) as Json, paths))};`;
  });
}

function generate({ source, outDir, schemas, known, validatorType }: ValidatorSet): string[] {
  mkdirSync(outDir, { recursive: true });
  const names: string[] = [];
  // One file per schema, so that each bundle carries only the validators it uses.
  for (const schema of schemas) {
    const ajv = new Ajv({ allErrors: false, unicode: false, logger: false, messages: false, code: { source: true, esm: true }, strict: true });
    // Every schema is known to each compiler so that `$ref`s between schemas resolve; only one is emitted.
    for (const other of [...known, ...schemas]) ajv.addSchema(withoutAnnotations(other) as Schema);
    const name = `validate_${schema.$id}`;
    const code = standaloneCode(ajv, { [name]: schema.$id });
    // Some keywords (uniqueItems, deep-equal enums, formats) make ajv emit require() of its runtime, which the
    // browser bundles cannot load: such a schema fails here, not on a visitor's page.
    if (/\brequire\(/.test(code)) throw new Error(`schema ${schema.$id} (${source}) needs ajv's runtime (${/require\("([^"]+)"\)/.exec(code)?.[1]}); use keywords that compile to plain code`);
    writeFileSync(join(outDir, `${name}.js`), `// Generated by scripts/gen-validators.ts from ${source}. Do not edit.\n${withSchemaConstantsReduced(withoutConstantValidFlags(withoutErrorDetails(code)))}`);
    writeFileSync(join(outDir, `${name}.d.ts`), `// Generated by scripts/gen-validators.ts. Do not edit.\nexport declare const ${name}: import('${validatorType}').CompiledValidator;\n`);
    names.push(name);
  }
  // Files are overwritten in place (tests may be importing them); only validators of removed schemas are deleted.
  for (const file of readdirSync(outDir)) {
    if (!names.some((name) => file.startsWith(`${name}.`))) rmSync(join(outDir, file));
  }
  return names;
}

const schemaList = (module: Record<string, unknown>) => Object.values(module) as Schema[];

/** Plugins with schemas of their own (plugins/<id>/schemas/index.ts). */
export function pluginsWithSchemas(pluginsDir = join(root, 'plugins')): string[] {
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'schemas', 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

export interface GenerateOptions {
  /** The kernel's validators (default true). */
  kernel?: boolean;
  /** The plugins whose validators to generate (default: every plugin with schemas). */
  plugins?: readonly string[];
  pluginsDir?: string;
}

/** Generates the validators; answers their names, plugin ones prefixed with the plugin id (`sports/validate_x`). */
export async function generateValidators({ kernel = true, plugins, pluginsDir = join(root, 'plugins') }: GenerateOptions = {}): Promise<string[]> {
  const kernelList = schemaList(kernelSchemas);
  const names: string[] = [];
  if (kernel) {
    names.push(
      ...generate({ source: 'schemas/', outDir: join(root, 'src', 'generated'), schemas: kernelList, known: [], validatorType: '../config/validate.ts' }),
    );
  }
  const withSchemas = pluginsWithSchemas(pluginsDir);
  for (const id of plugins ?? withSchemas) {
    if (!withSchemas.includes(id)) continue;
    const module = (await import(pathToFileURL(join(pluginsDir, id, 'schemas', 'index.ts')).href)) as Record<string, unknown>;
    const generated = generate({
      source: `plugins/${id}/schemas/`,
      outDir: join(pluginsDir, id, 'src', 'generated'),
      schemas: schemaList(module),
      known: kernelList,
      validatorType: '@host/sdk',
    });
    names.push(...generated.map((name) => `${id}/${name}`));
  }
  return names;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`validators: ${(await generateValidators()).join(', ')}`);
