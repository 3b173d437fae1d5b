// The architecture's import rules (DESIGN.md sections 2 and 4), checked file by file:
// - a plugin (plugins/<id>/) imports only @host/sdk, the shared libraries, type-only json-schema-to-ts, its own
//   folder and another plugin's published contract (plugins/<other>/contract/), nothing else of that plugin; its
//   tests (*.test.ts(x), their helpers *.testing.ts, e2e/) may also use the test support and test tools; its BFF
//   side (plugins/<id>/bff/) may also use fastify, node: built-ins and, of the BFF core, only the module contract
//   (bff/bffModule.ts: what the context offers and the types and helpers it names; its tests may use all of bff/);
// - the tools (scripts/) take of a plugin only what it publishes: its contract/, its schemas/ and its BFF module
//   (bff/index.ts); the benchmarks (bench/) may also measure its code, but not reach into its BFF side;
// - a contract (plugins/<id>/contract/) imports only its own contract folder and @host/sdk: its types, and at run
//   time only what makes refs and events (a contract is data compiled into each consumer, never an implementation);
// - the kernel (src/) never imports a plugin;
// - the BFF core (bff/) never imports a plugin's UI code (plugins/<id>/src/); it mounts plugins/<id>/bff/index.ts;
// - code that runs in the browser (src/, a plugin's non-test code) imports from a shared library built with a
//   restricted API (scripts/sharedLibraries.ts `api`) only the names it exports;
// - no circle of imports in src/ or inside a plugin: every import counts, type-only and import() ones too (a file
//   of a circle cannot be read, tested or moved without the others); each circle is one violation.
// `npm run check:boundaries` prints the violations of this repository and fails when there are any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_MODULES } from './hostModules.ts';
import { moduleReferences, type ModuleReference } from './moduleSpecifiers.ts';
import { sharedApis, sharedSpecifiers } from './sharedLibraries.ts';

export type BoundaryRule =
  | 'plugin-imports-outside-its-folder'
  | 'contract-imports-beyond-its-contract'
  | 'kernel-imports-plugin'
  | 'bff-imports-plugin-ui'
  | 'bff-module-imports-core-internals'
  | 'tool-imports-plugin-internals'
  | 'name-not-in-shared-api'
  | 'import-cycle';

export interface BoundaryViolation {
  /** The importing file, relative to the root, with `/` separators. */
  file: string;
  specifier: string;
  rule: BoundaryRule;
  line: number;
}

export const SDK_SPECIFIER = '@host/sdk';
/** Type-only packages a plugin may use (erased by the compiler, nothing reaches the bundle). */
const TYPE_ONLY_PACKAGES = new Set(['json-schema-to-ts']);
/** Test tools a plugin's tests may use besides the test support. */
const TEST_PACKAGES = [/^vitest(\/|$)/, /^@testing-library\//, /^@playwright\/test$/, /^jsdom$/];
/** Server packages a plugin's BFF side may use (the reference BFF is Fastify). */
const BFF_PACKAGES = [/^fastify$/, /^@fastify\//];
/** Test support files a plugin's tests may import, relative to the root. */
const TEST_SUPPORT = (path: string) => path.startsWith('tests/support/') || path === 'tests/e2e/fixtures.ts';
/** The folder of a plugin that other plugins may import: its services' refs, types and events. */
const CONTRACT_FOLDER = 'contract';
const PUBLISHED_CONTRACT = new RegExp(`^plugins/[^/]+/${CONTRACT_FOLDER}(/|$)`);
/** The one file of the BFF core a plugin's BFF module imports. */
export const BFF_MODULE_CONTRACT = 'bff/bffModule.ts';
/** What the tools may import of a plugin: what it publishes. */
const PUBLISHED_BY_PLUGIN = new RegExp(`^plugins/[^/]+/(${CONTRACT_FOLDER}/|schemas/|bff/index\\.ts$)`);
/** What the benchmarks may import of a plugin besides: its code, not its BFF side. */
const MEASURED_PLUGIN_CODE = /^plugins\/[^/]+\/(src|schemas)\//;
/** What a contract may take from @host/sdk at run time: the makers of refs and events, plain data. */
const CONTRACT_SDK_VALUES = new Set(['createServiceRef', 'createEvent', 'payload']);

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** A test, or a helper shared by a plugin's tests (`*.testing.ts`, never imported by its bundle). */
const TEST_FILE = /\.test(ing)?\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

const toPosix = (path: string) => path.split(sep).join('/');
const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..';
const isInside = (folder: string, path: string) => {
  const rest = relative(folder, path);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
};

/** Source files under the root, as posix paths relative to it (hidden folders, node_modules and build output skipped). */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(toPosix(relative(root, path)));
    }
  };
  walk(root);
  return found.sort();
}

interface PluginFile {
  pluginId: string;
  isTest: boolean;
  isBffSide: boolean;
  isContract: boolean;
}

function pluginFileOf(file: string): PluginFile | null {
  const match = /^plugins\/([^/]+)\/(.*)$/.exec(file);
  if (!match) return null;
  const [, pluginId, rest] = match;
  const isTest = TEST_FILE.test(rest) || rest.startsWith('e2e/');
  return { pluginId, isTest, isBffSide: rest.startsWith('bff/'), isContract: !isTest && rest.startsWith(`${CONTRACT_FOLDER}/`) };
}

/** May a file of plugin `pluginId` import `specifier`? */
function pluginMayImport(root: string, file: string, plugin: PluginFile, specifier: string, typeOnly: boolean, shared: ReadonlySet<string>): boolean {
  if (isRelative(specifier)) {
    const target = resolve(root, dirname(file), specifier);
    if (isInside(join(root, 'plugins', plugin.pluginId), target)) return true;
    const targetPath = toPosix(relative(root, target));
    if (PUBLISHED_CONTRACT.test(targetPath)) return true;
    if (plugin.isTest && TEST_SUPPORT(targetPath)) return true;
    if (plugin.isBffSide && isInside(join(root, 'bff'), target)) return true;
    return false;
  }
  if (specifier === SDK_SPECIFIER || shared.has(specifier)) return true;
  if (typeOnly && TYPE_ONLY_PACKAGES.has(specifier)) return true;
  if (specifier.startsWith('node:')) return plugin.isBffSide || plugin.isTest;
  if (plugin.isTest && TEST_PACKAGES.some((pattern) => pattern.test(specifier))) return true;
  if (plugin.isBffSide && BFF_PACKAGES.some((pattern) => pattern.test(specifier))) return true;
  return false;
}

/** May a contract file import this reference? Its own contract folder, and from @host/sdk types and ref and event makers. */
function contractMayImport(root: string, file: string, plugin: PluginFile, { specifier, typeOnly, names }: ModuleReference): boolean {
  if (isRelative(specifier)) return isInside(join(root, 'plugins', plugin.pluginId, CONTRACT_FOLDER), resolve(root, dirname(file), specifier));
  if (specifier !== SDK_SPECIFIER) return false;
  // A namespace, default or side-effect import takes no names in braces: it could reach anything at run time.
  return typeOnly || (names !== undefined && names.length > 0 && names.every((name) => CONTRACT_SDK_VALUES.has(name)));
}

/** Where a relative specifier of `file` points, relative to the root; null for packages. */
function targetOf(root: string, file: string, specifier: string): string | null {
  return isRelative(specifier) || specifier.startsWith('/') ? toPosix(relative(root, resolve(root, dirname(file), specifier))) : null;
}

/** The import rules applied to one file's references. */
export function checkFile(root: string, file: string, source: string, shared: ReadonlySet<string> = new Set(sharedSpecifiers()), apis = sharedApis()): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  const plugin = pluginFileOf(file);
  const inBrowser = plugin ? !plugin.isTest && !plugin.isBffSide : file.startsWith('src/') && !TEST_FILE.test(file);
  for (const reference of moduleReferences(source)) {
    const { specifier, typeOnly, line, names } = reference;
    const api = inBrowser ? apis.get(specifier) : undefined;
    for (const name of api ? (names ?? []) : []) if (!api!.has(name)) violations.push({ file, specifier: `${specifier}#${name}`, rule: 'name-not-in-shared-api', line });
    const target = targetOf(root, file, specifier);
    if (plugin?.isContract) {
      if (!contractMayImport(root, file, plugin, reference)) violations.push({ file, specifier, rule: 'contract-imports-beyond-its-contract', line });
    } else if (plugin) {
      if (!pluginMayImport(root, file, plugin, specifier, typeOnly, shared)) violations.push({ file, specifier, rule: 'plugin-imports-outside-its-folder', line });
      else if (plugin.isBffSide && !plugin.isTest && target !== null && target.startsWith('bff/') && target !== BFF_MODULE_CONTRACT) violations.push({ file, specifier, rule: 'bff-module-imports-core-internals', line });
    } else if (file.startsWith('src/')) {
      if (target !== null && /^plugins(\/|$)/.test(target)) violations.push({ file, specifier, rule: 'kernel-imports-plugin', line });
    } else if (file.startsWith('bff/')) {
      if (target !== null && /^plugins\/[^/]+\/src(\/|$)/.test(target)) violations.push({ file, specifier, rule: 'bff-imports-plugin-ui', line });
    } else if ((file.startsWith('scripts/') || file.startsWith('bench/')) && !TEST_FILE.test(file) && target !== null && target.startsWith('plugins/')) {
      const allowed = PUBLISHED_BY_PLUGIN.test(target) || (file.startsWith('bench/') && MEASURED_PLUGIN_CODE.test(target));
      if (!allowed) violations.push({ file, specifier, rule: 'tool-imports-plugin-internals', line });
    }
  }
  return violations;
}

/** The host modules' specifiers (`@host/sdk`…) and the kernel files they name: inside src/ they are edges too. */
const HOST_MODULE_FILES = new Map<string, string>(Object.values(HOST_MODULES).map(({ specifier, entry }) => [specifier, entry.replace(/^\.\//, '')]));
const RESOLVED_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The area a file's imports may circle in: `src`, or `plugins/<id>`; null for the rest. */
const cycleAreaOf = (file: string): string | null => (file.startsWith('src/') ? 'src' : (/^plugins\/[^/]+/.exec(file)?.[0] ?? null));

/** The file of `files` that an import of `file` names, inside the same area; null for a package or another area. */
function importedFile(file: string, specifier: string, files: ReadonlySet<string>): string | null {
  const area = cycleAreaOf(file);
  let target: string | null = null;
  if (isRelative(specifier)) target = toPosix(join(dirname(file), specifier));
  else if (area === 'src') target = HOST_MODULE_FILES.get(specifier) ?? null;
  if (target === null) return null;
  const bases = /\.js$/.test(target) ? [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')] : [target];
  const candidates = bases.flatMap((base) => RESOLVED_SUFFIXES.map((suffix) => base + suffix));
  const found = candidates.find((candidate) => files.has(candidate));
  return found !== undefined && cycleAreaOf(found) === area ? found : null;
}

/**
 * The circles of imports among `sources` (file -> text): one violation per strongly connected group of files, on
 * its first file, naming one circle through it (`a.ts -> b.ts -> a.ts`) and the line of its import that starts it.
 */
export function importCycles(sources: ReadonlyMap<string, string>): BoundaryViolation[] {
  const files = new Set([...sources.keys()].filter((file) => cycleAreaOf(file) !== null));
  const edges = new Map<string, Map<string, number>>();
  for (const file of files) {
    const targets = new Map<string, number>();
    for (const { specifier, line } of moduleReferences(sources.get(file)!)) {
      const target = importedFile(file, specifier, files);
      if (target !== null && !targets.has(target)) targets.set(target, line);
    }
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components, iteratively (no recursion depth limit on long chains).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  for (const start of [...files].sort()) {
    if (index.has(start)) continue;
    const work: Array<{ file: string; targets: Iterator<string> }> = [];
    const enter = (file: string) => {
      index.set(file, next);
      low.set(file, next);
      next += 1;
      stack.push(file);
      onStack.add(file);
      work.push({ file, targets: edges.get(file)!.keys() });
    };
    enter(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const step = top.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(top.file, Math.min(low.get(top.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      if (work.length > 0) low.set(work[work.length - 1].file, Math.min(low.get(work[work.length - 1].file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== top.file);
      if (group.length > 1 || edges.get(top.file)!.has(top.file)) groups.push(group.sort());
    }
  }
  return groups.map((group) => {
    const members = new Set(group);
    const first = group[0];
    // The shortest way from the first file back to itself inside its group.
    const cameFrom = new Map<string, string>();
    const queue = [first];
    let last: string | null = null;
    while (queue.length > 0 && last === null) {
      const file = queue.shift()!;
      for (const target of edges.get(file)!.keys()) {
        if (!members.has(target)) continue;
        if (target === first) {
          last = file;
          break;
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, file);
          queue.push(target);
        }
      }
    }
    const circle = [first];
    for (let file = last!; file !== first; file = cameFrom.get(file)!) circle.splice(1, 0, file);
    const line = edges.get(first)!.get(circle[1] ?? first)!;
    const area = `${cycleAreaOf(first)!}/`;
    const shown = [...circle, first].map((file) => file.slice(area.length)).join(' -> ');
    return { file: first, specifier: `${shown} (${group.length} file${group.length === 1 ? '' : 's'} in the circle)`, rule: 'import-cycle' as const, line };
  });
}

/** Every violation of the import rules under `root` (a checkout of this repository, or a test fixture shaped like one). */
export function checkBoundaries(root: string): BoundaryViolation[] {
  const shared = new Set(sharedSpecifiers());
  const apis = sharedApis();
  const absoluteRoot = resolve(root);
  const sources = new Map(sourceFiles(absoluteRoot)
    // scripts/plugin-template/ is the text new plugins are made from, not code of this repository.
    .filter((file) => /^(plugins|src|bff|scripts|bench)\//.test(file) && !file.startsWith('scripts/plugin-template/'))
    .map((file) => [file, readFileSync(join(absoluteRoot, file), 'utf8')] as const));
  return [...[...sources].flatMap(([file, source]) => checkFile(absoluteRoot, file, source, shared, apis)), ...importCycles(sources)];
}

export function formatViolations(violations: readonly BoundaryViolation[]): string {
  return violations.map((violation) => `${violation.file}:${violation.line}  ${violation.rule}  '${violation.specifier}'`).join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkBoundaries(root);
  if (violations.length > 0) {
    console.error(`${violations.length} import boundary violation(s):\n${formatViolations(violations)}`);
    process.exitCode = 1;
  } else {
    console.log('import boundaries: no violations');
  }
}
