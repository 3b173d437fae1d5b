// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, projectRoot, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => cleanup());

const boot = (path: string, plugins: readonly string[], config?: unknown) => renderHost(app, { path, plugins, scenario: uniqueScenario('home'), config });

const heroText = () => document.querySelector('.hero__text')?.textContent;

describe("the home page's hero is the brand's config (site.hero)", () => {
  it("shows the brand's title, text and call to action, which leads to the route the config names", async () => {
    await boot('/en/', ['info']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Northbet' })).toBeTruthy();
    expect(heroText()).toBe('Sports betting, live odds and casino games on one account.');
    expect(screen.getByRole('link', { name: 'How to bet' }).getAttribute('href')).toBe('/en/information/howbet');
  });

  it("in the visitor's language, else in the domain's default one", async () => {
    await boot('/ru/', ['info']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Добро пожаловать в Northbet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Как сделать ставку' }).getAttribute('href')).toBe('/ru/information/howbet');
    cleanup();
    await boot('/de/', ['info']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Northbet' })).toBeTruthy();
  });

  it('another brand, other words and another link; no link when the domain does not serve its route', async () => {
    const hero = { texts: { en: { title: 'Welcome to Crown Casino', text: 'Slots and jackpots.', callToAction: 'Open the lobby' } }, callToActionRoute: 'information' };
    await boot('/en/', ['info'], { site: { hero } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Crown Casino' })).toBeTruthy();
    expect(heroText()).toBe('Slots and jackpots.');
    expect(screen.getByRole('link', { name: 'Open the lobby' }).getAttribute('href')).toBe('/en/information');
    cleanup();
    await boot('/en/', ['sports'], { site: { hero } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Crown Casino' });
    expect(screen.queryByRole('link', { name: 'Open the lobby' })).toBeNull();
  });

  it('a brand without a hero in its config shows none', async () => {
    const demo = JSON.parse(readFileSync(join(projectRoot, 'bff', 'domains', 'demo.json'), 'utf8')) as { config: { site: Record<string, unknown> } };
    delete demo.config.site.hero;
    const scenario = uniqueScenario('home');
    await patchScenario(app, scenario, { configRaw: JSON.stringify(demo.config) });
    await renderHost(app, { path: '/en/', plugins: ['info'], scenario });
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    expect(document.querySelector('.home')).not.toBeNull();
    expect(document.querySelector('.hero')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
