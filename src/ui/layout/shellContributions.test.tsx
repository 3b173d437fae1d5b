// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { definePlugin, preferencesChanged } from '@host/sdk';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestBff, projectRoot, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { HOME_ICON } from '../icons.tsx';
import { renderHost, type TestPlugin } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => cleanup());

const boot = (path: string, plugins: readonly string[], testPlugins?: readonly TestPlugin[]) =>
  renderHost(app, { path, plugins, scenario: uniqueScenario('shell'), testPlugins });

const linksOf = (landmark: HTMLElement) => within(landmark).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
const mainNavigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const bottomBar = () => screen.getByRole('navigation', { name: 'Sections' });
const footerNavigation = () => screen.queryByRole('navigation', { name: 'About the site' });

/** A plugin's navigation items as its plugin.json declares them. */
const navigationOf = (id: string): Array<{ route: string; icon?: string }> =>
  JSON.parse(readFileSync(join(projectRoot, 'plugins', id, 'plugin.json'), 'utf8')).navigation;

describe('navigation items come from the plugins', () => {
  it('with only the info plugin: Home and Info, no Sports; info is not loaded for its links to show', async () => {
    const { host } = await boot('/en/', ['info']);
    await screen.findByRole('heading', { level: 1 });
    expect(linksOf(mainNavigation())).toEqual([
      ['Home', '/en/'],
      ['Info', '/en/information'],
    ]);
    expect(within(mainNavigation()).queryByRole('link', { name: 'Sports' })).toBeNull();
    expect(host.services.host.stateOf('info')).toBe('not-exist');
  });

  it('with sports: Sports and Live after Home, sorted by order, in the header and in the bottom bar with SVG icons', async () => {
    await boot('/en/', ['sports', 'info']);
    await screen.findByRole('heading', { level: 1 });
    const expected = [
      ['Home', '/en/'],
      ['Sports', '/en/line'],
      ['Live', '/en/live'],
      ['Info', '/en/information'],
    ];
    expect(linksOf(mainNavigation())).toEqual(expected);
    expect(within(bottomBar()).getAllByRole('link').map((link) => link.textContent)).toEqual(expected.map(([label]) => label));
    const icons = [...bottomBar().querySelectorAll('svg path')].map((path) => path.getAttribute('d'));
    const declared = (id: string, route: string) => navigationOf(id).find((item) => item.route === route)?.icon;
    expect(icons).toEqual([HOME_ICON, declared('sports', 'line'), declared('sports', 'live'), declared('info', 'information')]);
    expect(new Set(icons).size).toBe(4);
    expect(bottomBar().textContent).not.toMatch(/[⌂⚽●♠ℹ]/);
  });

  it('labels the items in the page language', async () => {
    await boot('/ru/', ['sports', 'info']);
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(within(header).getAllByRole('link').map((link) => link.textContent)).toEqual(['Главная', 'Спорт', 'Лайв', 'Инфо']);
    expect(within(screen.getByRole('navigation', { name: 'О сайте' })).getByRole('link', { name: 'Контакты' })).toBeTruthy();
  });

  it('shows an item only while the domain has its route, and only in its placements', async () => {
    const extra: TestPlugin = {
      plugin: definePlugin({ id: 'extra', pages: { games: async () => ({ default: () => <h1>Games</h1> }) } }),
      routes: [{ name: 'extra.games', plugin: 'extra', path: 'games', page: 'games', layout: 'default' }],
      navigation: [
        { route: 'extra.games', labels: { en: 'Games' }, icon: 'M4.5 4.5h15v15h-15Z', order: 15, placement: ['bottomBar'] },
        { route: 'extra.missing', labels: { en: 'Nowhere' }, order: 5 },
        { route: 'extra.games', labels: { en: 'Twice' }, order: 1, placement: ['footer'] },
      ],
    };
    await boot('/en/', ['sports'], [extra]);
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNavigation()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Sports', 'Live']);
    expect(within(bottomBar()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Sports', 'Games', 'Live']);
    expect(screen.queryByRole('link', { name: 'Nowhere' })).toBeNull();
    // One item per route and plugin: the second declaration of extra.games is refused.
    expect(screen.queryByRole('link', { name: 'Twice' })).toBeNull();
  });
});

describe('the footer links come from the info plugin', () => {
  it('lists the footer items of info, in their order', async () => {
    await boot('/en/', ['info']);
    await screen.findByRole('heading', { level: 1 });
    expect(linksOf(footerNavigation()!)).toEqual([
      ['About us', '/en/information/about'],
      ['Contacts', '/en/information/contacts'],
      ['Rules', '/en/information/rules'],
      ['Responsible gaming', '/en/information/responsiblegaming'],
      ['Cookies', '/en/information/cookies'],
      ['Licences', '/en/information/licenses'],
      ['Support', '/en/support'],
    ]);
    // Footer items are not main sections.
    expect(within(mainNavigation()).queryByRole('link', { name: 'Contacts' })).toBeNull();
  });

  it('leaves out a page the domain lists as not found, in the footer and in the cookie notice', async () => {
    const scenario = uniqueScenario('shell-hidden-page');
    const hidePage = { config: { site: { notFoundUrls: ['/information/cookies'] } } };
    expect((await app.inject({ method: 'POST', url: `/bff-test/scenario/${scenario}`, payload: hidePage, headers: { host: 'localhost' } })).statusCode).toBe(200);
    await renderHost(app, { path: '/en/', plugins: ['info'], scenario });
    await screen.findByRole('heading', { level: 1 });
    expect(linksOf(footerNavigation()!).map(([label]) => label)).toEqual(['About us', 'Contacts', 'Rules', 'Responsible gaming', 'Licences', 'Support']);
    expect(within(screen.getByRole('region', { name: 'Cookie notice' })).queryByRole('link')).toBeNull();
  });

  it('has none of its links without it (only other plugins\' own), and the legal line stays', async () => {
    await boot('/en/', ['sports']);
    await screen.findByRole('heading', { level: 1 });
    expect(linksOf(footerNavigation()!).map(([label]) => label)).toEqual(['Search', 'Favorites', 'Accumulator of the day', 'Results']);
    expect(screen.getByRole('contentinfo').textContent).toContain('Only for persons over 18.');
  });
});

describe('links to a route by its role', () => {
  it('the cookie notice links to the route info flags cookiesPolicy', async () => {
    await boot('/en/', ['info']);
    await screen.findByRole('heading', { level: 1 });
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(within(notice).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/en/information/cookies');
  });

  it('leaves the link out when no route plays the role', async () => {
    await boot('/en/', ['sports']);
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('region', { name: 'Cookie notice' })).queryByRole('link')).toBeNull();
  });
});

describe('layout areas are slots filled by plugins', () => {
  it('has no side column when no plugin fills layout.sideColumn', async () => {
    await boot('/en/', ['info']);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.layout__body')).not.toBeNull();
    expect(document.querySelector('.layout__body aside')).toBeNull();
  });

  it('has the side column while a plugin fills it (the sports bet slip)', async () => {
    await boot('/en/', ['sports']);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.querySelector('.layout__body > aside.layout__side')).not.toBeNull());
  });

  it('renders a test plugin in the side column and the header actions', async () => {
    const filler: TestPlugin = {
      plugin: definePlugin({
        id: 'filler',
        slots: {
          'layout.sideColumn': () => <p>Side content</p>,
          'header.actions': () => <button type="button">Filler action</button>,
        },
      }),
    };
    await boot('/en/', [], [filler]);
    const side = await screen.findByText('Side content');
    expect(side.closest('aside')?.className).toBe('layout__side');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Filler action' })).toBeTruthy();
  });

  it('puts a left panel before the content and hides either panel by the visitor\'s preferences', async () => {
    const panels: TestPlugin = {
      plugin: definePlugin({ id: 'panels', slots: { 'layout.leftColumn': () => <p>Left content</p>, 'layout.sideColumn': () => <p>Right content</p> } }),
    };
    const { host } = await boot('/en/', [], [panels]);
    const left = (await screen.findByText('Left content')).closest('aside')!;
    expect(left.className).toBe('layout__left');
    expect(left.nextElementSibling).toBe(screen.getByRole('main'));
    const layout = document.querySelector('.layout--default')!;
    expect(layout.className).toBe('layout layout--default');
    act(() => host.store.dispatch(preferencesChanged({ preferences: { leftSectionDisplayState: 1 } })));
    expect(layout.className).toBe('layout layout--default');
    expect(screen.queryByText('Left content')).toBeNull();
    act(() => host.store.dispatch(preferencesChanged({ preferences: { leftSectionDisplayState: 0, rightSectionDisplayState: 1 } })));
    expect(layout.className).toBe('layout layout--default layout--right-hidden');
    expect(screen.getByText('Left content')).toBeTruthy();
  });
});
