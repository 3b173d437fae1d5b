// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validate_pluginFeedEntry } from './generated/validate_pluginFeedEntry.js';
import { validate_routeEntry } from './generated/validate_routeEntry.js';
import { KERNEL_ROUTES } from './router/kernelRoutes.ts';
import { ROUTE_ROLES } from './ui/useRoleHref.ts';

/**
 * "A kernel with no product in it": navigation items, layout areas and home sections are the plugins'
 * contributions, so no plugin id and no route name of a plugin may be written in src/ (the kernel and the SDK).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'src');
const pluginsDir = join(root, 'plugins');

interface RouteJson {
  name: string;
  plugin: string;
  redirect?: string;
  role?: string;
}

const pluginIds = readdirSync(pluginsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'plugin.json')))
  .map((entry) => entry.name)
  .sort();
const routesOf = (id: string): RouteJson[] =>
  existsSync(join(pluginsDir, id, 'routes.json')) ? (JSON.parse(readFileSync(join(pluginsDir, id, 'routes.json'), 'utf8')) as RouteJson[]) : [];
const pluginJsonOf = (id: string) => JSON.parse(readFileSync(join(pluginsDir, id, 'plugin.json'), 'utf8')) as Record<string, unknown>;

/** The kernel's own route names (home, maintenance, block pages) are the kernel's to write. */
const kernelRouteNames = new Set(KERNEL_ROUTES.map((route) => route.name));

/** Every plugin id and every route name of a plugin, with where it comes from. */
const productNames = new Map<string, string>();
for (const id of pluginIds) {
  productNames.set(id, `the id of plugins/${id}`);
  for (const route of routesOf(id)) if (!kernelRouteNames.has(route.name)) productNames.set(route.name, `a route of plugins/${id}/routes.json`);
}

/**
 * Kernel words that happen to be spelt like a plugin id or a route name, each allowed only on a line that shows
 * it is the kernel's word (the viewport kinds are not the info plugin's `mobile` and `desktop` pages…).
 */
const COINCIDENCES: ReadonlyArray<{ names: readonly string[]; line: RegExp; why: string }> = [
  { names: ['mobile', 'desktop'], line: /viewport|initialAppState\(/i, why: 'the viewport kinds of the app state' },
  { names: ['info'], line: /NotificationKind/, why: 'a kind of notification' },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Generated validators and the i18n dictionaries are not hand-written kernel code.
      if (path === join(srcDir, 'generated') || path === join(srcDir, 'i18n', 'dictionaries')) continue;
      yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

/** Every quoted occurrence (' " `) of a product name in the kernel's sources, as `file:line: "name" (what it is)`. */
function findProductNames(files: Iterable<string>, names: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const [value, origin] of names) {
        if (!['\'', '"', '`'].some((quote) => text.includes(`${quote}${value}${quote}`))) continue;
        if (COINCIDENCES.some(({ names: words, line }) => words.includes(value) && line.test(text))) continue;
        found.push(`${relative(root, file)}:${index + 1}: "${value}" (${origin})`);
      }
    });
  }
  return found;
}

describe('the kernel holds no product', () => {
  it('knows the plugins it checks against', () => {
    expect(pluginIds.length).toBeGreaterThan(0);
    expect(productNames.size).toBeGreaterThan(pluginIds.length);
  });

  it('names no plugin id and no route of a plugin in src/ (non-test sources)', () => {
    const found = findProductNames(sourceFiles(srcDir), productNames);
    expect(found, `product names hard-coded in the kernel; make them contributions (plugin.json navigation, slots, routes.json flags or roles):\n${found.join('\n')}`).toEqual([]);
  });

  it('finds a quoted route name, and lets a coincidence through only on its own kind of line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kernel-names-'));
    const probe = join(dir, 'probe.tsx');
    writeFileSync(probe, ["const cookies = hrefOf('information.cookies');", "const phone = state.app.viewport === 'mobile';", 'const apps = hrefOf(`mobile`);'].join('\n'));
    try {
      const found = findProductNames([probe], new Map([['information.cookies', 'a route'], ['mobile', 'a route']]));
      expect(found.map((line) => line.replace(/^.*probe\.tsx/, 'probe.tsx'))).toEqual(['probe.tsx:1: "information.cookies" (a route)', 'probe.tsx:3: "mobile" (a route)']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Words of betting, odds and the product's areas: none belongs in the kernel's state. */
const PRODUCT_WORDS = new Set([
  'bet', 'bets', 'betting', 'bettor', 'coef', 'coefs', 'odds', 'coupon', 'coupons', 'stake', 'stakes', 'wager', 'accumulator', 'express',
  'market', 'markets', 'sport', 'sports', 'line', 'live', 'casino', 'game', 'games', 'jackpot', 'lotto', 'toto', 'bonus', 'promo', 'deposit',
  'withdrawal',
]);
/** …and, for a route role, the product's own pages besides (the mobile apps' page is the operator's offer, not the kernel's). */
const PRODUCT_PAGE_WORDS = new Set([...PRODUCT_WORDS, 'apps', 'mobile']);

/** The words of an identifier (`isBetGenerator` -> is, bet, generator; `line_profile` -> line, profile). */
const wordsOf = (identifier: string): string[] =>
  identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** Source text without comments (a comment may explain what lives elsewhere). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Each identifier or quoted word of `files` that has a product word in it, as `file: identifier`. */
function findProductWords(files: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const identifier of withoutComments(readFileSync(file, 'utf8')).match(/[A-Za-z_$][\w$]*/g) ?? []) {
      if (wordsOf(identifier).some((word) => PRODUCT_WORDS.has(word))) found.add(`${relative(root, file)}: ${identifier}`);
    }
  }
  return [...found];
}

/** A service type or ref declared in the file: an interface or type named `…Service`, or a `createServiceRef(…)` call. */
function findServiceTypes(files: Iterable<string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const match of text.matchAll(/\b(?:interface|type)\s+(\w*Service)\b|\bcreateServiceRef\s*(?:<[^>]*>)?\s*\(\s*['"`]([^'"`]+)/g)) {
      found.push(`${relative(root, file)}: ${match[1] ?? `createServiceRef('${match[2]}')`}`);
    }
  }
  return found;
}

describe('the kernel holds no betting, no service contract and no product page', () => {
  const kernelStateFiles = () => [...sourceFiles(join(srcDir, 'store'))];

  it('has no betting or odds word in its state (src/store/: the slices and their types)', () => {
    const found = findProductWords(kernelStateFiles());
    expect(found, `betting or product words in the kernel's state; keep them in the plugin that owns them:\n${found.join('\n')}`).toEqual([]);
  });

  it('defines no service type in src/: contracts live beside their providers (plugins/<id>/contract/)', () => {
    const found = findServiceTypes(sourceFiles(srcDir));
    expect(found, `service contracts in the kernel:\n${found.join('\n')}`).toEqual([]);
  });

  it('has no route role naming a product page: a role names a part of the kernel’s own UI', () => {
    const found = Object.values(ROUTE_ROLES).filter((role) => wordsOf(role).some((word) => PRODUCT_PAGE_WORDS.has(word)) || productNames.has(role));
    expect(found).toEqual([]);
  });

  it('finds a betting field, a service contract and a product role in probes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kernel-product-'));
    const state = join(dir, 'state.ts');
    const service = join(dir, 'service.ts');
    writeFileSync(state, ['// odds are the sports plugin’s (a comment may say so)', 'export interface AppState { isBetGenerator: 0 | 1; coefViewId: number; between: string; language: string }'].join('\n'));
    writeFileSync(service, ["export interface LimitsService { refresh(): void }", "export const ref = createServiceRef<Thing>('limits', '1.0.0');", 'export interface ServiceHost { x: 1 }'].join('\n'));
    try {
      expect(findProductWords([state]).map((line) => line.replace(/^.*state\.ts/, 'state.ts'))).toEqual(['state.ts: isBetGenerator', 'state.ts: coefViewId']);
      expect(findServiceTypes([service]).map((line) => line.replace(/^.*service\.ts/, 'service.ts'))).toEqual(['service.ts: LimitsService', "service.ts: createServiceRef('limits')"]);
      expect(['howToBet', 'mobileApps', 'cookiesPolicy'].filter((role) => wordsOf(role).some((word) => PRODUCT_PAGE_WORDS.has(word)))).toEqual(['howToBet', 'mobileApps']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Russian stems of the same words (stakes, odds, bookmaker, casino, sport, live, slots, jackpot): the kernel's ru texts. */
const PRODUCT_STEMS_RU = ['ставк', 'коэффициент', 'букмекер', 'казино', 'спорт', 'лайв', 'слот', 'джекпот', 'лотере', 'экспресс'];

/** Whether a text a visitor reads names the product: an English product word, or a Russian stem. */
const namesProduct = (text: string) => wordsOf(text).some((word) => PRODUCT_WORDS.has(word)) || PRODUCT_STEMS_RU.some((stem) => text.toLowerCase().includes(stem));

/** Each text of the kernel's dictionaries that names the product, as `file: key`. */
function findProductTexts(dictionaryFiles: Iterable<string>): string[] {
  const found: string[] = [];
  for (const file of dictionaryFiles) {
    const dictionary = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(dictionary)) if (namesProduct(text)) found.push(`${relative(root, file)}: ${key} "${text}"`);
  }
  return found;
}

/** What a visitor reads of a UI source: the text between JSX tags, and the values of the attributes that are read out. */
const JSX_TEXT = />([^<>{}]*[A-Za-z\u0400-\u04FF][^<>{}]*)</g;
const READ_ATTRIBUTE = /\b(?:aria-label|title|alt|placeholder)=["']([^"']+)["']/g;

/** Each visible text of `files` that names the product, as `file: "text"`. */
function findProductUiTexts(files: Iterable<string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = withoutComments(readFileSync(file, 'utf8'));
    for (const match of [...source.matchAll(READ_ATTRIBUTE), ...source.matchAll(JSX_TEXT)]) {
      const text = match[1].trim();
      if (namesProduct(text)) found.push(`${relative(root, file)}: "${text}"`);
    }
  }
  return found;
}

describe('the kernel says nothing of the product: a brand says it in its config (site.hero), a plugin in its dictionaries', () => {
  const dictionariesDir = join(srcDir, 'i18n', 'dictionaries');
  const dictionaryFiles = readdirSync(dictionariesDir).map((name) => join(dictionariesDir, name));

  it('has dictionaries to check', () => {
    expect(dictionaryFiles.length).toBeGreaterThan(0);
  });

  it('has no betting, odds, sports or casino word in its dictionaries (src/i18n/dictionaries/)', () => {
    const found = findProductTexts(dictionaryFiles);
    expect(found, `product words in the kernel's texts; make them the brand's config or the owning plugin's:\n${found.join('\n')}`).toEqual([]);
  });

  it('has no such word in the text of its UI (src/ui/)', () => {
    const found = findProductUiTexts([...sourceFiles(join(srcDir, 'ui'))].filter((file) => file.endsWith('.tsx')));
    expect(found, `product words in the kernel's UI:\n${found.join('\n')}`).toEqual([]);
  });

  it('finds a hero text in a dictionary and in JSX, in English and in Russian, and lets class names and keys through', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kernel-texts-'));
    const dictionary = join(dir, 'en.json');
    const ui = join(dir, 'Hero.tsx');
    writeFileSync(dictionary, JSON.stringify({ home_hero_text: 'Sports betting, live odds and casino games', home_hero_cta: 'How to bet', ok: 'Fine', ru: 'Ставки на спорт', line_key: 'Cookies' }));
    writeFileSync(ui, ['<p className="page-skeleton__line">Welcome</p>', '<a title="How to bet" href="/x">Read</a>', '<span>Играйте в казино</span>', "<b aria-label='Close'>{t('bet')}</b>"].join('\n'));
    try {
      expect(findProductTexts([dictionary]).map((line) => line.replace(/^.*en\.json/, 'en.json'))).toEqual([
        'en.json: home_hero_text "Sports betting, live odds and casino games"',
        'en.json: home_hero_cta "How to bet"',
        'en.json: ru "Ставки на спорт"',
      ]);
      expect(findProductUiTexts([ui]).map((line) => line.replace(/^.*Hero\.tsx/, 'Hero.tsx'))).toEqual(['Hero.tsx: "How to bet"', 'Hero.tsx: "Играйте в казино"']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what plugins declare for the shell', () => {
  it.each(pluginIds)('plugins/%s: its navigation items are valid feed data and name its own routes', (id) => {
    const meta = pluginJsonOf(id);
    const navigation = (meta.navigation ?? []) as Array<{ route: string }>;
    const feedEntry = {
      id,
      version: meta.version,
      url: `/plugins/${id}/${String(meta.version)}/index.js`,
      integrity: `sha384-${'A'.repeat(64)}`,
      hostApi: meta.hostApi,
      activation: meta.activation,
      navigation,
    };
    expect(validate_pluginFeedEntry(feedEntry), JSON.stringify(validate_pluginFeedEntry.errors)).toBe(true);
    const pages = new Set(routesOf(id).filter((route) => route.plugin === id && route.redirect === undefined).map((route) => route.name));
    expect(navigation.map((item) => item.route).filter((route) => !pages.has(route))).toEqual([]);
    expect(new Set(navigation.map((item) => item.route)).size).toBe(navigation.length);
  });

  it.each(pluginIds)('plugins/%s: its routes are valid and play only roles the kernel knows', (id) => {
    const known = new Set<string>(Object.values(ROUTE_ROLES));
    for (const route of routesOf(id)) {
      expect(validate_routeEntry(route), `${route.name}: ${JSON.stringify(validate_routeEntry.errors)}`).toBe(true);
      if (route.role !== undefined) expect(known.has(route.role), `${route.name} plays the unknown role ${route.role}`).toBe(true);
    }
  });

  it('has one route per role across the plugins', () => {
    const roles = pluginIds.flatMap((id) => routesOf(id).flatMap((route) => (route.role ? [route.role] : [])));
    expect(roles.length).toBe(new Set(roles).size);
  });
});
