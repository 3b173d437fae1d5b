// `npm run new:plugin -- <id>`: a new plugin folder with a page, a route, a translation, a required service, its
// own schema, BFF call, unit test and e2e test (tagged @<id>), enabled on the demo domain. It builds, loads in the
// running site and passes its tests as generated.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SDK_VERSION } from '../src/sdk/sdkVersion.ts';
import { generateValidators } from './gen-validators.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE_DIR = join(root, 'scripts', 'plugin-template');
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface ScaffoldPaths {
  pluginsDir: string;
  /** The domain file the new plugin is enabled on. */
  domainFile: string;
}

export const DEFAULT_SCAFFOLD_PATHS: ScaffoldPaths = { pluginsDir: join(root, 'plugins'), domainFile: join(root, 'bff', 'domains', 'demo.json') };

const words = (id: string) => id.split('-');
const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

/** Every placeholder of the template and its value for this id. */
export function placeholdersFor(id: string): Record<string, string> {
  const name = words(id).map(capitalised).join('');
  return {
    __ID__: id,
    __NAME__: name,
    __CAMEL__: name[0].toLowerCase() + name.slice(1),
    __TITLE__: words(id).map(capitalised).join(' '),
    __SDK_MAJOR__: SDK_VERSION.split('.')[0],
  };
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [placeholder, value]) => result.split(placeholder).join(value), text);

function templateFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : [path];
  });
}

/** Writes plugins/<id>/ from the template, generates its validators and enables it on the domain; returns the files written. */
export async function scaffoldPlugin(id: string, paths: ScaffoldPaths = DEFAULT_SCAFFOLD_PATHS): Promise<string[]> {
  if (!PLUGIN_ID_PATTERN.test(id)) throw new Error(`"${id}" is not a plugin id: lowercase letters and digits, words joined by "-" (e.g. "promo-wheel")`);
  const target = join(paths.pluginsDir, id);
  if (existsSync(target)) throw new Error(`plugins/${id} exists already`);
  const values = placeholdersFor(id);
  const written = templateFiles(TEMPLATE_DIR).map((file) => {
    const path = join(target, fill(relative(TEMPLATE_DIR, file), values).replace(/\.tpl$/, ''));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, fill(readFileSync(file, 'utf8'), values));
    return path;
  });
  const domain = JSON.parse(readFileSync(paths.domainFile, 'utf8')) as { plugins: Record<string, { enabled: boolean }> };
  domain.plugins[id] = { enabled: true };
  writeFileSync(paths.domainFile, `${JSON.stringify(domain, null, 2)}\n`);
  await generateValidators({ kernel: false, plugins: [id], pluginsDir: paths.pluginsDir });
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const id = process.argv[2] ?? '';
  try {
    const files = await scaffoldPlugin(id);
    console.log(`plugins/${id}: ${files.length} files, enabled on the demo domain (bff/domains/demo.json).`);
    console.log(`Next: npm run build:plugin -- ${id} (the running BFF serves it), open /en/${id}; npx vitest --project ${id}; npx playwright test --grep @${id}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
