// The public API of @host/sdk as a checked-in text (src/sdk/api-report.md): every export of src/sdk/index.ts with
// its declaration, and the declarations of the project's types those refer to, read from the declarations that
// `tsc` emits. scripts/sdkApiReport.test.ts fails when the API changes without a bump of SDK_VERSION.
//
//   npm run sdk:api            rewrites src/sdk/api-report.md
//   npm run sdk:api -- --check exits 1 when the report is out of date (what the test checks, without vitest)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SDK_ENTRY = 'src/sdk/index.ts';
export const SDK_VERSION_FILE = 'src/sdk/sdkVersion.ts';
export const API_REPORT_FILE = 'src/sdk/api-report.md';

const toPosix = (path: string) => path.split(sep).join('/');

/** SDK_VERSION as written in src/sdk/sdkVersion.ts. */
export function readSdkVersion(root: string): string {
  const source = readFileSync(join(root, SDK_VERSION_FILE), 'utf8');
  const match = /export\s+const\s+SDK_VERSION\s*=\s*['"]([^'"]+)['"]/.exec(source);
  if (!match) throw new Error(`${SDK_VERSION_FILE} has no SDK_VERSION = '<version>'`);
  return match[1];
}

/**
 * Emits the declarations of the SDK entry and everything it reaches into a temporary folder with the project's
 * compiler (`tsc`, declarations only). Type errors elsewhere do not stop the emit; a missing entry declaration does.
 */
export function emitSdkDeclarations(root: string): { outDir: string; dispose: () => void } {
  const workDir = mkdtempSync(join(tmpdir(), 'sdk-api-'));
  const outDir = join(workDir, 'out');
  const tsconfig = join(workDir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir,
        rootDir: root,
        noUnusedLocals: false,
        noUnusedParameters: false,
        incremental: false,
      },
      files: [join(root, SDK_ENTRY)],
      include: [],
    }),
  );
  const dispose = () => rmSync(workDir, { recursive: true, force: true });
  const tsc = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsc.cmd' : 'tsc');
  const result = spawnSync(tsc, ['-p', tsconfig], { cwd: root, encoding: 'utf8' });
  const entry = join(outDir, SDK_ENTRY.replace(/\.tsx?$/, '.d.ts'));
  if (result.error || !existsSync(entry)) {
    dispose();
    throw new Error(`tsc emitted no declarations for ${SDK_ENTRY}: ${result.error?.message ?? ''}${result.stdout}${result.stderr}`);
  }
  return { outDir, dispose };
}

/** Removes comments from declaration text, leaving string and template literal types as they are. */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      out += ' ';
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

const DECLARATION_OPENERS = /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:const\s+enum|class|interface|enum|namespace|module|global)\b/;

/** The top-level statements of a declaration file (comments removed, whitespace collapsed). */
export function declarationStatements(text: string): string[] {
  const source = stripComments(text);
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  const push = (end: number) => {
    const statement = source.slice(start, end).replace(/\s+/g, ' ').trim();
    if (statement && statement !== ';') statements.push(statement);
    start = end;
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '{' || c === '(' || c === '[') {
      depth += 1;
    } else if (c === '}' || c === ')' || c === ']') {
      depth -= 1;
      if (depth === 0 && c === '}' && DECLARATION_OPENERS.test(source.slice(start, i).trim())) {
        const semicolon = /^\s*;/.exec(source.slice(i + 1));
        push(i + 1 + (semicolon ? semicolon[0].length : 0));
        i = start - 1;
      }
    } else if (c === ';' && depth === 0) {
      push(i + 1);
    }
  }
  push(source.length);
  return statements;
}

interface Binding {
  specifier: string;
  /** The name in the other module; '*' for a namespace. */
  imported: string;
}

interface DeclarationModule {
  /** Declarations by name (a function's overloads, a merged interface: several statements). */
  declarations: Map<string, string[]>;
  imports: Map<string, Binding>;
  /** Exported name -> local name (`export { a as b }`, `export declare const b`). */
  localExports: Map<string, string>;
  reExports: Map<string, Binding & { typeOnly: boolean }>;
  starExports: string[];
  typeOnlyExports: Set<string>;
}

const NAME_LIST = /^\{([^}]*)\}$/;

function parseNameList(list: string): Array<{ name: string; alias: string; typeOnly: boolean }> {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const typeOnly = part.startsWith('type ');
      const [name, alias = name] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name: name.trim(), alias: alias.trim(), typeOnly };
    });
}

export function parseDeclarationModule(text: string): DeclarationModule {
  const module: DeclarationModule = { declarations: new Map(), imports: new Map(), localExports: new Map(), reExports: new Map(), starExports: [], typeOnlyExports: new Set() };
  for (const statement of declarationStatements(text)) {
    let match: RegExpExecArray | null;
    if ((match = /^import\s+(type\s+)?(.*?)\s+from\s+['"]([^'"]+)['"];?$/.exec(statement))) {
      const [, , clause, specifier] = match;
      const named = /\{([^}]*)\}/.exec(clause);
      if (named) for (const { name, alias } of parseNameList(named[1])) module.imports.set(alias, { specifier, imported: name });
      const rest = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
      const namespace = /\*\s+as\s+([\w$]+)/.exec(rest);
      if (namespace) module.imports.set(namespace[1], { specifier, imported: '*' });
      else if (rest) module.imports.set(rest, { specifier, imported: 'default' });
    } else if ((match = /^export\s+(type\s+)?\*\s+(?:as\s+([\w$]+)\s+)?from\s+['"]([^'"]+)['"];?$/.exec(statement))) {
      const [, typeOnly, namespace, specifier] = match;
      if (namespace) module.reExports.set(namespace, { specifier, imported: '*', typeOnly: Boolean(typeOnly) });
      else module.starExports.push(specifier);
    } else if ((match = /^export\s+(type\s+)?(\{[^}]*\})\s+from\s+['"]([^'"]+)['"];?$/.exec(statement))) {
      const [, typeOnly, list, specifier] = match;
      for (const entry of parseNameList(NAME_LIST.exec(list)![1])) {
        module.reExports.set(entry.alias, { specifier, imported: entry.name, typeOnly: Boolean(typeOnly) || entry.typeOnly });
      }
    } else if ((match = /^export\s+(type\s+)?(\{[^}]*\});?$/.exec(statement))) {
      const [, typeOnly, list] = match;
      for (const entry of parseNameList(NAME_LIST.exec(list)![1])) {
        module.localExports.set(entry.alias, entry.name);
        if (typeOnly || entry.typeOnly) module.typeOnlyExports.add(entry.alias);
      }
    } else if ((match = /^(export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:const\s+enum|const|let|var|function|class|interface|type|enum|namespace|module)\s+([\w$]+)/.exec(statement))) {
      const [, exported, name] = match;
      const declaration = statement.replace(/^export\s+/, '').replace(/^declare\s+/, '');
      module.declarations.set(name, [...(module.declarations.get(name) ?? []), declaration]);
      if (exported) module.localExports.set(name, name);
    }
  }
  return module;
}

interface ResolvedDeclaration {
  /** The declaration file (relative to the emit folder) and the local name; null for a package. */
  file: string | null;
  name: string;
  specifier?: string;
}

/** Reads the emitted declaration modules on demand and follows exports to where they are declared. */
class DeclarationGraph {
  private readonly modules = new Map<string, DeclarationModule>();

  constructor(
    private readonly outDir: string,
    private readonly root: string,
  ) {}

  /** The declaration file of a relative specifier: emitted (`x.ts` -> `x.d.ts`) or one beside a generated `.js`. */
  resolveFile(fromFile: string, specifier: string): string | null {
    if (!specifier.startsWith('.')) return null;
    const target = toPosix(join(dirname(fromFile), specifier)).replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, '');
    for (const candidate of [`${target}.d.ts`, `${target}/index.d.ts`]) {
      if (existsSync(join(this.outDir, candidate)) || existsSync(join(this.root, candidate))) return candidate;
    }
    return null;
  }

  module(file: string): DeclarationModule {
    let module = this.modules.get(file);
    if (!module) {
      const emitted = join(this.outDir, file);
      module = parseDeclarationModule(readFileSync(existsSync(emitted) ? emitted : join(this.root, file), 'utf8'));
      this.modules.set(file, module);
    }
    return module;
  }

  /** Every exported name of a module with whether it is exported as a type only. */
  exportsOf(file: string, seen = new Set<string>()): Map<string, boolean> {
    const names = new Map<string, boolean>();
    if (seen.has(file)) return names;
    seen.add(file);
    const module = this.module(file);
    for (const specifier of module.starExports) {
      const target = this.resolveFile(file, specifier);
      if (target) for (const [name, typeOnly] of this.exportsOf(target, seen)) if (name !== 'default') names.set(name, typeOnly);
    }
    for (const name of module.localExports.keys()) names.set(name, module.typeOnlyExports.has(name));
    for (const [name, binding] of module.reExports) names.set(name, binding.typeOnly);
    return names;
  }

  /** Where an exported name is declared, following re-exports and imports. */
  resolveExport(file: string, name: string, seen = new Set<string>()): ResolvedDeclaration | null {
    const key = `${file}#${name}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const module = this.module(file);
    const reExport = module.reExports.get(name);
    if (reExport) return this.follow(file, reExport, seen);
    const local = module.localExports.get(name);
    if (local !== undefined) return this.resolveLocal(file, local, seen);
    for (const specifier of module.starExports) {
      const target = this.resolveFile(file, specifier);
      const found = target ? this.resolveExport(target, name, seen) : null;
      if (found) return found;
    }
    return null;
  }

  /** A name used inside a module: declared there, or imported. */
  resolveLocal(file: string, name: string, seen = new Set<string>()): ResolvedDeclaration | null {
    const module = this.module(file);
    if (module.declarations.has(name)) return { file, name };
    const imported = module.imports.get(name);
    return imported ? this.follow(file, imported, seen) : null;
  }

  private follow(file: string, binding: Binding, seen: Set<string>): ResolvedDeclaration | null {
    const target = this.resolveFile(file, binding.specifier);
    if (!target) return { file: null, name: binding.imported, specifier: binding.specifier };
    if (binding.imported === '*') return { file: target, name: '*' };
    return this.resolveExport(target, binding.imported, seen);
  }
}

/** Sorting that does not depend on the machine's locale. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const INLINE_IMPORT = /import\("([^"]+)"\)\.([A-Za-z_$][\w$]*)/g;

/**
 * The API text: each export of the entry (sorted) with its declaration, then every declaration of the project that
 * those refer to and that is not itself an export (a type the SDK hands out without exporting it is API too).
 */
export function buildApiText(outDir: string, root: string): string {
  const graph = new DeclarationGraph(outDir, root);
  const entry = SDK_ENTRY.replace(/\.tsx?$/, '.d.ts');
  const exported = graph.exportsOf(entry);
  const exportKeys = new Map<string, string>();
  const sections: string[] = [];
  const pending: ResolvedDeclaration[] = [];

  const declarationText = (resolved: ResolvedDeclaration): string[] => {
    if (resolved.file === null) return [`export from package "${resolved.specifier}": ${resolved.name}`];
    if (resolved.name === '*') return [...graph.exportsOf(resolved.file).keys()].sort(byCodeUnits).map((name) => `namespace member ${name}`);
    return graph.module(resolved.file).declarations.get(resolved.name) ?? [];
  };

  /** The project declarations a declaration's text refers to (same-file names, imports, inline import() types). */
  const referencesOf = (resolved: ResolvedDeclaration, texts: readonly string[]): ResolvedDeclaration[] => {
    if (resolved.file === null || resolved.name === '*') return [];
    const found: ResolvedDeclaration[] = [];
    for (const text of texts) {
      for (const [, specifier, name] of text.matchAll(INLINE_IMPORT)) {
        const target = graph.resolveFile(resolved.file, specifier);
        const declaration = target ? graph.resolveExport(target, name) : null;
        if (declaration?.file) found.push(declaration);
      }
      const withoutInline = text.replace(INLINE_IMPORT, ' ').replace(/(['"`])(?:\\.|(?!\1).)*\1/g, ' ');
      for (const [name] of withoutInline.matchAll(IDENTIFIER)) {
        if (name === resolved.name) continue;
        const declaration = graph.resolveLocal(resolved.file, name);
        if (declaration?.file && declaration.name !== '*') found.push(declaration);
      }
    }
    return found;
  };

  for (const [name, typeOnly] of [...exported].sort(([a], [b]) => byCodeUnits(a, b))) {
    const resolved = graph.resolveExport(entry, name);
    if (!resolved) {
      sections.push(`### ${name}\n\n(unresolved export)`);
      continue;
    }
    if (resolved.file) exportKeys.set(`${resolved.file}#${resolved.name}`, name);
    let texts = declarationText(resolved);
    // The report records the API, not the version number it carries (that is the report's header).
    if (name === 'SDK_VERSION') texts = ['const SDK_VERSION: string;'];
    sections.push(`### ${name}${typeOnly ? ' (type)' : ''}\n\n\`\`\`ts\n${texts.join('\n')}\n\`\`\``);
    pending.push(...referencesOf(resolved, texts));
  }

  const referenced = new Map<string, string[]>();
  while (pending.length > 0) {
    const resolved = pending.pop()!;
    const key = `${resolved.file}#${resolved.name}`;
    if (exportKeys.has(key) || referenced.has(key)) continue;
    const texts = declarationText(resolved);
    referenced.set(key, texts);
    pending.push(...referencesOf(resolved, texts));
  }
  const referencedSections = [...referenced]
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([key, texts]) => `### ${key}\n\n\`\`\`ts\n${texts.join('\n')}\n\`\`\``);

  return [`## Exports of @host/sdk`, ...sections, `## Declarations they refer to (not exported)`, ...referencedSections].join('\n\n') + '\n';
}

const REPORT_HEADER = (version: string) => `# @host/sdk API report

SDK_VERSION: ${version}

Generated by \`npm run sdk:api\` from the declarations \`tsc\` emits for ${SDK_ENTRY}; do not edit by hand. A change of
the text below is a change of the public plugin API: bump SDK_VERSION in ${SDK_VERSION_FILE} (semver: a removal or an
incompatible change is a major bump, an addition a minor one), check every plugin's \`hostApi\`, then run
\`npm run sdk:api\`.

`;

export function renderReport(version: string, apiText: string): string {
  return `${REPORT_HEADER(version)}${apiText}`;
}

/** The version and API text of a report file; null when the file is missing or not a report. */
export function parseReport(text: string | null): { version: string; apiText: string } | null {
  if (text === null) return null;
  const version = /^SDK_VERSION: (\S+)$/m.exec(text)?.[1];
  const at = text.indexOf('## Exports of @host/sdk');
  if (!version || at === -1) return null;
  return { version, apiText: text.slice(at) };
}

/** The current SDK version and API text, from the sources under `root`. */
export function generateSdkApi(root: string): { version: string; apiText: string } {
  const { outDir, dispose } = emitSdkDeclarations(root);
  try {
    return { version: readSdkVersion(root), apiText: buildApiText(outDir, root) };
  } finally {
    dispose();
  }
}

export type ApiCheck = { ok: true } | { ok: false; reason: 'no-report' | 'api-changed-without-bump' | 'report-outdated'; message: string };

/** Compares the current API with the checked-in report. */
export function checkApiReport(current: { version: string; apiText: string }, report: { version: string; apiText: string } | null): ApiCheck {
  if (!report) return { ok: false, reason: 'no-report', message: `${API_REPORT_FILE} is missing or malformed: run npm run sdk:api` };
  if (report.apiText === current.apiText && report.version === current.version) return { ok: true };
  if (report.apiText !== current.apiText && report.version === current.version) {
    return {
      ok: false,
      reason: 'api-changed-without-bump',
      message: `the SDK API changed without a version bump: bump SDK_VERSION (${SDK_VERSION_FILE}, now ${current.version}) and run npm run sdk:api`,
    };
  }
  return { ok: false, reason: 'report-outdated', message: `SDK_VERSION is ${current.version} but ${API_REPORT_FILE} records ${report.version}: run npm run sdk:api` };
}

/** Where the API text first differs, for a readable failure. */
export function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return `API text line ${i + 1}:\n  report:  ${a[i] ?? '(end)'}\n  current: ${b[i] ?? '(end)'}`;
  }
  return 'no difference';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const current = generateSdkApi(root);
  const reportPath = join(root, API_REPORT_FILE);
  if (process.argv.includes('--check')) {
    const existing = parseReport(existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : null);
    const result = checkApiReport(current, existing);
    if (!result.ok) {
      console.error(result.message);
      if (existing) console.error(firstDifference(existing.apiText, current.apiText));
      process.exitCode = 1;
    } else {
      console.log(`${API_REPORT_FILE} is up to date (SDK ${current.version})`);
    }
  } else {
    writeFileSync(reportPath, renderReport(current.version, current.apiText));
    console.log(`wrote ${toPosix(relative(root, reportPath))} (SDK ${current.version})`);
  }
}
