import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import vitestConfig from '../vitest.config.ts';
import { pluginIds } from '../rspack.config.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { scaffoldPlugin } from './newPlugin.ts';
import { pluginTestSteps, tagPattern } from './testPlugin.ts';

const work = mkdtempSync(join(tmpdir(), 'test-plugin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** As Playwright reads `--grep`: a case-insensitive regular expression over the title path and tags. */
const selects = (id: string, title: string) => new RegExp(tagPattern(id), 'i').test(title);

/** Every `test.describe('…')` title of a plugin's e2e suites. */
const suiteTitles = (pluginsDir: string, id: string) =>
  readdirSync(join(pluginsDir, id, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .flatMap((file) =>
    [...readFileSync(join(pluginsDir, id, 'e2e', file), 'utf8').matchAll(/test\.describe\('((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]),
  );

describe('npm run test:plugin -- <id>', () => {
  it('runs the plugin\'s vitest project, then a fresh build and its @<id> suites on mobile and desktop', () => {
    expect(pluginTestSteps('info').map(({ command, args }) => [command.endsWith('node') ? 'node' : command, ...args].join(' '))).toEqual([
      'npx vitest run --project info --passWithNoTests',
      'bash scripts/ensure-chromium.sh',
      'node --import tsx scripts/build.ts',
      'npx playwright test --grep @info(?![\\w-]) --project mobile --project desktop --pass-with-no-tests',
    ]);
  });

  it('has a vitest project for every plugin', () => {
    const projects = (vitestConfig.test?.projects ?? []) as Array<{ test: { name: string } }>;
    expect(pluginIds().every((id) => projects.some((project) => project.test.name === id))).toBe(true);
  });

  it.each(pluginIds())('selects every suite of %s and no suite of another plugin', (id) => {
    for (const title of suiteTitles(join(projectRoot, 'plugins'), id)) expect(selects(id, title), title).toBe(title.includes(`@${id}`));
    expect(selects(id, `another plugin @${id}-extra`)).toBe(false);
    expect(selects(id, `another plugin @x${id}`)).toBe(false);
  });

  it('works for a plugin made by new:plugin', { timeout: 60_000 }, async () => {
    const paths = { pluginsDir: join(work, 'plugins'), domainFile: join(work, 'demo.json') };
    cpSync(join(projectRoot, 'bff', 'domains', 'demo.json'), paths.domainFile);
    await scaffoldPlugin('promo-wheel', paths);
    expect(pluginTestSteps('promo-wheel', paths.pluginsDir).at(-1)?.args).toContain('@promo-wheel(?![\\w-])');
    const titles = suiteTitles(paths.pluginsDir, 'promo-wheel');
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(selects('promo-wheel', title), title).toBe(true);
    expect(selects('promo', titles[0])).toBe(false);
  });

  it.each([
    ['nope', 'no plugin "nope" (known: '],
    ['', 'usage: npm run test:plugin -- <id>'],
    ['../info', 'no plugin "../info"'],
  ])('refuses the id %j', (id, message) => {
    expect(() => pluginTestSteps(id)).toThrow(message);
  });
});
