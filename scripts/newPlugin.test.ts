import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';
import { validate_routeEntry } from '../src/generated/validate_routeEntry.js';
import { SDK_VERSION } from '../src/sdk/sdkVersion.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { build } from './build.ts';
import { scaffoldPlugin } from './newPlugin.ts';

const work = mkdtempSync(join(tmpdir(), 'new-plugin-'));
const paths = { pluginsDir: join(work, 'plugins'), domainFile: join(work, 'demo.json') };
afterAll(() => rmSync(work, { recursive: true, force: true }));
cpSync(join(projectRoot, 'bff', 'domains', 'demo.json'), paths.domainFile);
// The scaffold requires the session service: it builds against its provider's published contract, beside it.
cpSync(join(projectRoot, 'plugins', 'account', 'contract'), join(paths.pluginsDir, 'account', 'contract'), { recursive: true });

describe('npm run new:plugin -- <id>', () => {
  it('writes a complete plugin that builds, and enables it on the demo domain', { timeout: 60_000 }, async () => {
    const files = (await scaffoldPlugin('promo-wheel', paths)).map((file) => relative(join(paths.pluginsDir, 'promo-wheel'), file)).sort();
    expect(files).toEqual([
      'bff/index.ts',
      'e2e/promo-wheel.spec.ts',
      'i18n/en.json',
      'i18n/ru.json',
      'plugin.json',
      'routes.json',
      'schemas/greeting.ts',
      'schemas/index.ts',
      'src/PromoWheelPage.test.tsx',
      'src/PromoWheelPage.tsx',
      'src/greetingApi.ts',
      'src/index.ts',
      'src/promo-wheel.css',
    ]);
    const folder = join(paths.pluginsDir, 'promo-wheel');
    for (const file of files) expect(readFileSync(join(folder, file), 'utf8'), file).not.toMatch(/__[A-Z_]+__/);
    const meta = JSON.parse(readFileSync(join(folder, 'plugin.json'), 'utf8'));
    expect(meta).toMatchObject({ id: 'promo-wheel', activation: 'route' });
    expect(semver.satisfies(SDK_VERSION, meta.hostApi)).toBe(true);
    for (const route of JSON.parse(readFileSync(join(folder, 'routes.json'), 'utf8'))) expect(validate_routeEntry(route)).toBe(true);
    expect(readFileSync(join(folder, 'e2e', 'promo-wheel.spec.ts'), 'utf8')).toContain('@promo-wheel');
    expect(existsSync(join(folder, 'src', 'generated', 'validate_promoWheelGreetingReply.js'))).toBe(true);
    expect(JSON.parse(readFileSync(paths.domainFile, 'utf8')).plugins['promo-wheel']).toEqual({ enabled: true });

    const distDir = join(work, 'dist');
    await build(['--plugin', 'promo-wheel'], { distDir, pluginsDir: paths.pluginsDir });
    const { entry } = JSON.parse(readFileSync(join(distDir, 'plugins', 'promo-wheel', 'current.json'), 'utf8'));
    expect(entry).toMatchObject({ id: 'promo-wheel', version: '0.1.0', activation: 'route' });
    expect(existsSync(join(distDir, entry.url))).toBe(true);
  });

  it.each([
    ['Promo', 'is not a plugin id'],
    ['promo--wheel', 'is not a plugin id'],
    ['../escape', 'is not a plugin id'],
    ['promo-wheel', 'exists already'],
  ])('refuses %s', async (id, message) => {
    await expect(scaffoldPlugin(id, paths)).rejects.toThrow(message);
  });
});
